import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '#/components/Icon';
import styles from './ListSearchBox.module.css';

/** Typing pauses shorter than this belong to one search: they replace the history entry instead of adding one. */
const SAME_SEARCH_MS = 1500;
const DEBOUNCE_MS = 300;

interface IListSearchBoxProps {
  /** The term in the URL now. */
  term: string;
  /** "Search rooms". */
  label: string;
  placeholder?: string;
}

/**
 * The search term lives in the URL (?search=), so a filtered list can be shared, survives a reload and follows
 * Back and Forward. Typing is debounced before it touches the URL, and a new term starts again at page 1.
 */
export function ListSearchBox({ term, label, placeholder }: IListSearchBoxProps) {
  const id = useId();
  const navigate = useNavigate();
  const router = useRouter();
  const [text, setText] = useState(term);
  // What this box last wrote to the URL, until the URL shows it: any other change came from Back or Forward.
  const [pushed, setPushed] = useState<string | null>(null);
  const [shownTerm, setShownTerm] = useState(term);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastPushAt = useRef(0);

  // A search still waiting for its debounce must not fire on the next screen.
  useEffect(() => () => clearTimeout(timer.current), []);

  if (term !== shownTerm) {
    setShownTerm(term);
    setPushed(null);
    if (term !== pushed) setText(term);
  }

  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const typedOn = router.state.location.pathname;
    timer.current = setTimeout(() => {
      // A link followed meanwhile may still be loading, with this box on screen: the term belongs to this list.
      if (router.state.location.pathname !== typedOn) return;
      const next = value.trim();
      if (next === term) return;
      const now = Date.now();
      const replace = now - lastPushAt.current < SAME_SEARCH_MS;
      lastPushAt.current = now;
      setPushed(next);
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, search: next || undefined, page: undefined }),
        replace,
      });
    }, DEBOUNCE_MS);
  };

  return (
    <form role="search" className={styles['search-box']} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon name="search" size={18} className={styles['search-box__icon']} />
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={text}
        onChange={(event) => onType(event.target.value)}
        autoComplete="off"
      />
    </form>
  );
}
