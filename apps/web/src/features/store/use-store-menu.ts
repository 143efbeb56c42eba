import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ToggleEvent } from 'react';

/**
 * The storefront's phone menu is a popover that its button opens by itself (`popovertarget`): a tap works before
 * the page's script has run, or without it, and Escape or a tap elsewhere closes it, all done by the browser. The
 * script only mirrors that state (for `aria-expanded`), takes over a menu opened before the page came alive, and
 * closes it when a link inside is followed (the page under it changes, not the document).
 */
export function useStoreMenu() {
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const openedOn = useRef(pathname);
  const isOpen = () => menuRef.current?.matches(':popover-open') ?? false;

  useEffect(() => {
    if (isOpen()) setOpen(true);
  }, []);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    if (isOpen()) menuRef.current?.hidePopover();
  }, [pathname]);

  return {
    open,
    menuRef,
    onToggle: (event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === 'open'),
  };
}
