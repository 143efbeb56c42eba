import { useRouterState, type AnyRouteMatch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { announce } from '#/lib/page-meta';
import type { IRouteHead, TMetaTag } from './page-heads';

/** The tags of <head> a page owns (features/storefront-shell/page-heads.ts); the rest (charset, styles, scripts) is the app's. */
const PAGE_TAGS =
  'title,meta[name=description],meta[name=robots],meta[name^="twitter:"],meta[property^="og:"],' +
  'link[rel=canonical],script[type="application/ld+json"]';

function element(name: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const tag = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) tag.setAttribute(key, value);
  if (text !== undefined) tag.textContent = text;
  return tag;
}

/**
 * Writes a page's head tags in place of the previous page's, in the order the server writes them (server-render's
 * headHtml), and tells screen readers the new page's title.
 */
export function applyHead({ meta, links }: IRouteHead): void {
  document.head.querySelectorAll(PAGE_TAGS).forEach((tag) => tag.remove());
  const tags = meta.map((tag: TMetaTag) => {
    if ('title' in tag) {
      announce(tag.title);
      return element('title', {}, tag.title);
    }
    if ('script:ld+json' in tag)
      return element('script', { type: 'application/ld+json' }, JSON.stringify(tag['script:ld+json']));
    return element('meta', tag);
  });
  document.head.append(...tags, ...links.map((link) => element('link', link)));
}

/** The deepest match that has a head: the page's route, once its head() has run. */
function pageMatch(matches: AnyRouteMatch[]): AnyRouteMatch | undefined {
  for (let i = matches.length - 1; i >= 0; i--) if (matches[i]!.meta) return matches[i];
  return undefined;
}

/**
 * Keeps <head> to what the current storefront route's head() says. On the first page it writes what the server
 * already wrote; a route without a head (a screen in error) leaves the tags alone to its error screen.
 */
export function StoreHead() {
  const meta = useRouterState({ select: (state) => pageMatch(state.matches)?.meta });
  const links = useRouterState({ select: (state) => pageMatch(state.matches)?.links });
  useEffect(() => {
    if (meta) applyHead({ meta, links: links ?? [] } as IRouteHead);
  }, [meta, links]);
  return null;
}
