import { useEffect } from 'react';
import { trpc } from './trpc';

/** Until the site information arrives (and if it never does), titles carry this name. */
const FALLBACK_SHOP_NAME = 'Furniture shop';
/** Site information is edited rarely; the footer and every title share this one cached answer. */
export const SITE_LAYOUT_STALE_MS = 5 * 60_000;
const DEFAULT_DESCRIPTION =
  'Furniture for every room: browse rooms, materials and pieces made to last, and order online.';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/** The page the document was loaded on: a full page load is announced by the screen reader itself. */
let announcedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * Announces a new page to screen readers, which do not notice a client-side navigation on their own. Only a change
 * of page is announced, not a title that changes on the same page (the shop name arriving, say).
 */
function announce(title: string): void {
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
 * Sets the document title, and for storefront pages the description and Open Graph tags that link previews and
 * search engines read.
 */
export function usePageMeta(title: string | undefined, description: string = DEFAULT_DESCRIPTION): void {
  const shopName = useShopName();
  useEffect(() => {
    const full = pageTitle(title, shopName);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', window.location.href);
    announce(full);
  }, [title, description, shopName]);
}
