import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useSyncExternalStore } from 'react';

const MENU_ID = 'site-nav';
const menuElement = () => document.getElementById(MENU_ID);
const isOpen = () => menuElement()?.matches(':popover-open') ?? false;

function subscribe(onChange: () => void) {
  const menu = menuElement();
  menu?.addEventListener('toggle', onChange);
  return () => menu?.removeEventListener('toggle', onChange);
}

/**
 * The storefront's phone menu is a popover that its button opens by itself (`popovertarget`): a tap works before
 * the page's script has run, or without it, and Escape or a tap elsewhere closes it, all done by the browser. The
 * script only reads that state (for `aria-expanded` and the icon), which also takes over a menu opened before the
 * page came alive, and closes the menu when a link inside is followed (the page under it changes, not the
 * document).
 */
export function useStoreMenu() {
  const open = useSyncExternalStore(subscribe, isOpen, () => false);
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    if (isOpen()) menuElement()?.hidePopover();
  }, [pathname]);
  return { id: MENU_ID, open };
}
