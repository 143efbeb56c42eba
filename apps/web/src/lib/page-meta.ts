import { useEffect } from 'react';
import type { IRouterContext } from './router-context';
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
 * Sets the document title of an error screen, and of the promotions screen, whose one route shows the list and the
 * editor. Storefront pages say their title, description and the rest in their route's head() (lib/route-head.ts),
 * back-office screens their title in theirs (adminHead).
 */
export function usePageMeta(title: string | undefined): void {
  const shopName = useShopName();
  useEffect(() => {
    const full = pageTitle(title, shopName);
    document.title = full;
    announce(full);
  }, [title, shopName]);
}

/** What a back-office route's head() is handed (TanStack Router's asset context), as far as its title reads it. */
interface IAdminHeadContext {
  match: { routeId: string; context: IRouterContext };
  params: object;
  loaderData?: unknown;
}

/**
 * A back-office route's head(): the screen's own title (features/admin/screen-titles.ts), or none while its record
 * is unknown. The back-office frames write it with the shop's name (features/admin/AdminHead.tsx), which they keep
 * current: the site information screen can change that name while it is open.
 */
export const adminHead = async <C extends IAdminHeadContext>({
  match,
  params,
  loaderData,
}: C): Promise<{ meta: { title: string }[] }> => {
  const { screenTitle } = await import('#/features/admin/screen-titles');
  const title = screenTitle(match.routeId, {
    loaderData,
    params: params as Record<string, unknown>,
    context: match.context,
  });
  return { meta: title ? [{ title }] : [] };
};
