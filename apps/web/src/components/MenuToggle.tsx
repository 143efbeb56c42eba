import type { KeyboardEvent, Ref } from 'react';
import { Icon } from './Icon';
import menuButtonCss from '#/styles/menu-button.module.css';

interface IMenuToggleProps {
  /** The id of the menu it opens. */
  controls: string;
  open: boolean;
  onToggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
  /** Escape closes the menu from the button as well as from inside the menu. */
  onKeyDown?: (event: KeyboardEvent) => void;
  className?: string;
}

/** The phone-width "Menu" button of both layouts. */
export function MenuToggle({
  controls,
  open,
  onToggle,
  buttonRef,
  onKeyDown,
  className = menuButtonCss['menu-button'],
}: IMenuToggleProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      <Icon name={open ? 'close' : 'menu'} />
      <span>Menu</span>
    </button>
  );
}
