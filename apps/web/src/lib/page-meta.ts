import { useEffect } from 'react';
import { trpc } from './trpc';

/** Until the site information arrives (and if it never does), titles carry this name. */
export const FALLBACK_SHOP_NAME = 'Furniture shop';
/** Site information is edited rarely; the footer and every title share this one cached answer. */
export const SITE_LAYOUT_STALE_MS = 5 * 60_000;

/** The page the document was loaded on: a full page load is announced by the screen reader itself. */
let announcedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Announces a new page to screen readers, which do not notice a client-side navigation on their own. Only a change
 * of page is announced, not a title that changes on the same page (the shop name arriving, say).
 */
export function announce(title: string): void {
  const region = document.getElementById('route-announcer');
  if (!region || window.location.pathname === announcedPath) return;
  announcedPath = window.location.pathname;
  region.textContent = title;
}

export function pageTitle(title: string | undefined, shopName: string): string {
  return title ? `${title} | ${shopName}` : shopName;
}

export function useShopName(): string {
  const { data } = trpc.site.layout.useQuery(undefined, { staleTime: SITE_LAYOUT_STALE_MS });
  return data?.information.name.trim() || FALLBACK_SHOP_NAME;
}

/**
 * Sets the document title of a screen the server does not draw (the back-office) or of an error screen. Storefront
 * pages say their title, description and the rest in their route's head() (lib/route-head.ts).
 */
export function usePageMeta(title: string | undefined): void {
  const shopName = useShopName();
  useEffect(() => {
    const full = pageTitle(title, shopName);
    document.title = full;
    announce(full);
  }, [title, shopName]);
}
