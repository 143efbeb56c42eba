import { SEARCH_QUERY_MAX } from '@shop/domain';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '#/components/Icon';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import { trpc } from '#/lib/trpc';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, searchHref, suggestionsOf } from './suggestions';
import styles from './SearchBox.module.css';

/**
 * The header's search: an ARIA 1.2 combobox whose list suggests products, rooms and materials as you type
 * (debounced). Arrow keys move through the suggestions, Enter opens the highlighted one or searches for the text,
 * Escape closes the list (and a second Escape clears the box).
 */
export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // On a page drawn by the server a visitor may type before the page comes alive: that text is in the field but
  // not in state yet, so Enter would search for nothing and no suggestion would show. Take it over once, as the
  // page comes alive, with the list open if the field still has the focus.
  useEffect(() => {
    const field = input.current;
    if (!field?.value) return;
    setText(field.value);
    if (document.activeElement === field) setOpen(true);
  }, []);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const wanted = debounced.length >= SUGGEST_MIN_LENGTH;
  const result = trpc.search.getList.useQuery({ q: debounced }, { enabled: wanted, staleTime: 30_000 });
  const suggestions = wanted && debounced === typed ? suggestionsOf(result.data, typed) : [];
  const expanded = open && suggestions.length > 0;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    onNavigate?.();
    void router.navigate({ href });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    // The field rather than state: text typed before the page came alive reaches state one render after it does,
    // and an Enter in between would search for nothing (a flake of storefront-products.spec.ts on a busy machine).
    const query = (input.current?.value ?? text).trim();
    if (chosen) go(chosen.href);
    else if (query) go(searchHref(query));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!suggestions.length) return;
      setOpen(true);
      const last = suggestions.length - 1;
      // Wraps around both ends; from no highlight, Up goes to the last suggestion.
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  const activeId = expanded && active >= 0 ? `${id}-option-${active}` : undefined;
  const busy = wanted && (result.isFetching || debounced !== typed);

  return (
    <form role="search" className={styles['search-box']} onSubmit={onSubmit} action="/search">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search the shop
      </label>
      <Icon name="search" size={18} className={styles['search-box__icon']} />
      <input
        id={`${id}-input`}
        ref={input}
        name="q"
        type="search"
        className={styles['search-box__input']}
        placeholder="Search the shop"
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-busy={busy}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={styles['search-box__list']}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={
              index === active
                ? `${styles['search-box__option']} ${styles['is-active']}`
                : styles['search-box__option']
            }
            // Keeps the focus in the box, so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion.href)}
            onMouseMove={() => setActive(index)}
          >
            <span className={styles['search-box__label']}>{suggestion.label}</span>
            <span className={styles['search-box__kind']}>
              {suggestion.kind === 'Search' ? '' : suggestion.kind}
            </span>
          </li>
        ))}
      </ul>
      <div className="sr-only" aria-live="polite">
        {expanded
          ? suggestions.length > 1
            ? `${suggestions.length - 1} suggestions. Use the arrow keys to choose one.`
            : 'No suggestions. Press Enter to search.'
          : ''}
      </div>
    </form>
  );
}
