import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Icon } from '#/components/Icon';
import { useDebouncedValue } from '#/lib/use-debounced-value';

/**
 * The search term lives in the URL (?search=) so a filtered list can be shared and survives reloads. Typing is
 * debounced before it touches the URL, and a new term starts again at page 1.
 */
export function RoomSearchBox({ term }: { term: string }) {
  const navigate = useNavigate({ from: '/admin/room/' });
  const [text, setText] = useState(term);
  const debounced = useDebouncedValue(text.trim(), 300);
  const lastPushed = useRef(term);

  useEffect(() => {
    if (debounced === lastPushed.current) return;
    lastPushed.current = debounced;
    void navigate({ search: { search: debounced || undefined, page: undefined }, replace: true });
  }, [debounced, navigate]);

  return (
    <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="room-search" className="sr-only">
        Search rooms
      </label>
      <Icon name="search" size={18} className="search-box__icon" />
      <input
        id="room-search"
        type="search"
        placeholder="Search by name or slug"
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
