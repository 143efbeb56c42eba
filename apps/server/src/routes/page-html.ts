import { IMAGE_BASE_META } from '@shop/domain';

/**
 * The head of a page the server writes itself: the back-office shell, which the browser alone draws, and a
 * storefront page that could not be drawn. Storefront pages that draw bring their own, from their route's head().
 */
export interface IShellHead {
  /** Empty for the shop's name alone. */
  title: string;
  /** The page's address, for its canonical address. */
  path: string;
  noindex?: boolean;
}

/** The shop's description, as index.html and the storefront's own default (apps/web/src/features/storefront-shell). */
const SHOP_DESCRIPTION =
  'Furniture for every room: browse rooms, materials and pieces made to last, and order online.';

export const ADMIN_HEAD: IShellHead = { title: 'Back-office', path: '', noindex: true };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` is escaped so that no text of ours or of a product can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The tags of a page's head the server writes itself (IShellHead). The canonical address and og:url need an
 * absolute address, which only PUBLIC_URL gives: the Host header is whatever the client wrote, and echoing it would
 * let anyone make the shop advertise another site. Without PUBLIC_URL those tags are left out.
 */
export function renderHead(head: IShellHead, shopName: string, publicUrl: string | undefined): string {
  const title = head.title ? `${head.title} | ${shopName}` : shopName;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${SHOP_DESCRIPTION}" />`,
    `<meta property="og:site_name" content="${escapeHtml(shopName)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(head.title || shopName)}" />`,
    `<meta property="og:description" content="${SHOP_DESCRIPTION}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (publicUrl && !head.noindex) {
    const url = `${publicUrl}${head.path || '/'}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(url)}" />`);
  }
  return tags.join('\n    ');
}

/**
 * A drawn storefront page's head as its route's head() gave it (apps/web/src/features/storefront-shell/page-heads.ts): the
 * title, meta tags and JSON-LD in `meta`, the canonical address in `links`.
 */
export interface IRouteHead {
  meta: ({ title: string } | { 'script:ld+json': unknown } | Record<string, string>)[];
  links: Record<string, string>[];
}

const attributes = (tag: Record<string, string>) =>
  Object.entries(tag)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');

/** A route's head as HTML, in the order the browser writes the same tags (apps/web/src/features/storefront-shell/StoreHead). */
export function routeHeadHtml({ meta, links }: IRouteHead): string {
  const tags = meta.map((tag) =>
    'title' in tag
      ? `<title>${escapeHtml(String(tag.title))}</title>`
      : 'script:ld+json' in tag
        ? `<script type="application/ld+json">${scriptJson(tag['script:ld+json'])}</script>`
        : `<meta${attributes(tag as Record<string, string>)} />`,
  );
  return [...tags, ...links.map((link) => `<link${attributes(link)} />`)].join('\n    ');
}

/**
 * What #root holds when a page could not be drawn whole: the shop's own error panel, in the app's markup and
 * styles, readable without script. The browser then draws the page afresh over it. Its classes are the names the
 * web build gives the panel's CSS modules (`<module>_<class>`, apps/web/vite.config.ts): RouteStates.module.css
 * and state-panel.module.css; apps/web's global-styles test checks that those modules still define them.
 */
export function errorPageBody(status: 500 | 503, retryPath: string): IPageBody {
  const [title, text] =
    status === 503
      ? ['The shop is temporarily unavailable', 'Please try again in a few seconds.']
      : ['This page could not be loaded', 'Something went wrong on our side. Please try again shortly.'];
  const html =
    `<main id="main" class="container RouteStates_route-state">` +
    `<div class="state-panel_state-panel state-panel_state-panel--error" role="alert">` +
    `<h1 class="state-panel_state-panel__title">${title}</h1><p class="state-panel_state-panel__text">${text}</p>` +
    `<div class="state-panel_state-panel__action"><a class="button" href="${escapeHtml(retryPath)}">Try again</a></div>` +
    `</div></main>`;
  return { html, state: { queries: [], mutations: [] }, hydrate: false };
}

/** Tags of the built index.html that each page writes itself. */
const PAGE_TAGS =
  /\s*(<title>[\s\S]*?<\/title>|<meta\s+(?:name="description"|property="og:[^"]*")[\s\S]*?\/?>)/g;

const ROOT = '<div id="root"></div>';

/**
 * #root of a page the browser alone draws (the back-office, or any page when the server does not draw them): its
 * script replaces it. Without script it says so, styled as the storefront's notices (NeedsScript.module.css, by the
 * names the web build gives that module's classes).
 */
const SHELL_ROOT =
  '<div id="root"><noscript><div class="container"><p class="NeedsScript_needs-script NeedsScript_needs-script--banner">' +
  'This page needs JavaScript. Turn it on in your browser and reload the page.</p></div></noscript></div>';

/** A page drawn on the server: the markup of #root, and the answers it was drawn from for the browser's cache. */
export interface IPageBody {
  html: string;
  state: unknown;
  /**
   * False for a page that is not there: its HTML is for crawlers and the first paint, and the browser draws it
   * afresh, because the router does not build a not-found page the same way on both sides.
   */
  hydrate: boolean;
}

/**
 * index.html cut around the page's own tags and around #root, once at start-up: each page is then a few
 * concatenations. The answers travel as JSON data, not as a script, which the content security policy would refuse;
 * the shop's public address goes with them, for the browser's head() to write the addresses the server wrote.
 */
export function splitTemplate(
  indexHtml: string,
  publicUrl: string | undefined,
  imageBaseUrl?: string | undefined,
): (headTags: string, body?: IPageBody) => string {
  const withoutPageTags = indexHtml.replace(PAGE_TAGS, '');
  const headEnd = withoutPageTags.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const rootAt = withoutPageTags.indexOf(ROOT);
  if (rootAt < headEnd) throw new Error(`index.html has no ${ROOT} in its body`);
  const beforeHeadEnd = withoutPageTags.slice(0, headEnd);
  const beforeRoot = withoutPageTags.slice(headEnd, rootAt);
  const afterRoot = withoutPageTags.slice(rootAt + ROOT.length);
  const publicUrlAttribute = publicUrl ? ` data-public-url="${escapeHtml(publicUrl)}"` : '';
  // On every page, the back-office's too: the browser links images where the server's render did.
  const imageBaseMeta = imageBaseUrl
    ? `<meta name="${IMAGE_BASE_META}" content="${escapeHtml(imageBaseUrl)}">\n  `
    : '';
  return (headTags, body) => {
    const root = body
      ? `<div id="root">${body.html}</div>\n    <script id="ssr-state" type="application/json"${body.hydrate ? '' : ' data-hydrate="false"'}${publicUrlAttribute}>${scriptJson(body.state)}</script>`
      : SHELL_ROOT;
    return `${beforeHeadEnd}  ${imageBaseMeta}${headTags}\n  ${beforeRoot}${root}${afterRoot}`;
  };
}
