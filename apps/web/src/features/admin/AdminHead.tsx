import { useRouterState, type AnyRouteMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { announce, pageTitle, useShopName } from '#/lib/page-meta';

/** The title the screen's route gave in its head() (adminHead), once it has loaded; none for a screen in error. */
function screenTitle(matches: AnyRouteMatch[]): string | undefined {
  const screen = matches.at(-1);
  if (screen?.status !== 'success') return undefined;
  for (const tag of screen.meta ?? []) if (tag && 'title' in tag && tag.title) return tag.title;
  return undefined;
}

/**
 * Keeps the document title to the back-office screen's, with the shop's name, and tells screen readers the new
 * screen's title. A screen without one (an error screen) sets its own.
 */
export function AdminHead() {
  const title = useRouterState({ select: (state) => screenTitle(state.matches) });
  const shopName = useShopName();
  useEffect(() => {
    if (title === undefined) return;
    const full = pageTitle(title, shopName);
    document.title = full;
    announce(full);
  }, [title, shopName]);
  return null;
}
