import { useLocation } from '@tanstack/react-router';
import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * The phone menu of a layout (store header, admin drawer). It belongs to the page it was opened on, so following
 * a link closes it without an effect; Escape closes it and gives focus back to its button.
 */
export function usePageMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    buttonRef,
    toggle: () => setOpenOn(open ? null : pathname),
    closeOnEscape: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    },
  };
}
