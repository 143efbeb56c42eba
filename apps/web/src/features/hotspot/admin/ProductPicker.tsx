import { useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import { trpc } from '#/lib/trpc';
import styles from './HotspotEditor.module.css';

export interface IPickedProduct {
  id: number;
  name: string;
}

/**
 * An ARIA 1.2 combobox over the back-office's product list: type to search by name, arrow keys move through the
 * matches, Enter chooses, Escape gives up. Archived products are offered too (the hotspot shows once they are
 * back on sale).
 */
export function ProductPicker({
  onPick,
  onCancel,
  label = 'Product for this hotspot',
}: {
  onPick: (product: IPickedProduct) => void;
  onCancel: () => void;
  label?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const search = useDebouncedValue(text.trim(), 200);
  const list = trpc.product.getList.useQuery({ page: 1, search: search || undefined, sort: 'name' });
  const options = list.data?.data ?? [];
  const current = Math.min(active, options.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length) setActive((current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Typed faster than the search follows (it waits 200 ms): the list still shows the last search's matches, so
      // Enter takes only one named exactly as typed, never whatever happened to be first before.
      const typed = text.trim().toLowerCase();
      const chosen =
        search === text.trim() ? options[current] : options.find((o) => o.name.toLowerCase() === typed);
      if (chosen) onPick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`} className={styles.picker__label}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className={styles.picker__input}
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options[current] ? `${id}-option-${options[current].id}` : undefined}
        autoComplete="off"
        placeholder="Search products by name"
        value={text}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} role="listbox" aria-label="Products" className={styles.picker__list}>
        {options.map((product, index) => (
          <li
            key={product.id}
            id={`${id}-option-${product.id}`}
            role="option"
            aria-selected={index === current}
            className={
              index === current ? `${styles.picker__option} ${styles['is-active']}` : styles.picker__option
            }
            // The input keeps the focus: a mouse choice must not blur it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(product)}
          >
            {product.name}
            {product.active ? null : <span className={styles.picker__note}> (archived)</span>}
          </li>
        ))}
      </ul>
      {list.isSuccess && !options.length ? <p className={styles.picker__empty}>No product matches.</p> : null}
      <button type="button" className="button button--small button--ghost" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
