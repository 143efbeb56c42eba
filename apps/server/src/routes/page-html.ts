import { imageUrl } from '@shop/domain';
import type { IPageHead } from './page-heads.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` is escaped so that no text of ours or of a product can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Absolute addresses inside structured data: relative ones are kept as they are without PUBLIC_URL. */
function absolutise(value: unknown, base: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? `${base}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absolutise(item, base));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absolutise(item, base)]));
  return value;
}

/**
 * The tags of one page's head. The canonical address, og:url and og:image need an absolute address, which only
 * PUBLIC_URL gives: the Host header is whatever the client wrote, and echoing it would let anyone make the shop
 * advertise another site. Without PUBLIC_URL those tags are left out (README asks for it in production).
 */
export function renderHead(head: IPageHead, shopName: string, publicUrl: string | undefined): string {
  const title = head.title ? `${head.title} | ${shopName}` : shopName;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(shopName)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title || shopName)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (publicUrl && !head.noindex) {
    const url = `${publicUrl}${head.path || '/'}`;
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(url)}" />`);
    if (head.image) {
      tags.push(
        `<meta property="og:image" content="${escapeHtml(publicUrl + imageUrl(head.image, 1280, 'jpeg'))}" />`,
      );
    }
  }
  for (const data of head.structuredData ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(absolutise(data, publicUrl ?? ''))}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * What #root holds when a page could not be drawn whole: the shop's own error panel, in the app's markup and
 * styles, readable without script. The browser then draws the page afresh over it.
 */
export function errorPageBody(status: 500 | 503, retryPath: string): IPageBody {
  const [title, text] =
    status === 503
      ? ['The shop is temporarily unavailable', 'Please try again in a few seconds.']
      : ['This page could not be loaded', 'Something went wrong on our side. Please try again shortly.'];
  const html =
    `<main id="main" class="container route-state"><div class="state-panel state-panel--error" role="alert">` +
    `<h1 class="state-panel__title">${title}</h1><p class="state-panel__text">${text}</p>` +
    `<div class="state-panel__action"><a class="button" href="${escapeHtml(retryPath)}">Try again</a></div>` +
    `</div></main>`;
  return { html, state: { queries: [], mutations: [] }, hydrate: false };
}

/** Tags of the built index.html that each page writes itself. */
const PAGE_TAGS =
  /\s*(<title>[\s\S]*?<\/title>|<meta\s+(?:name="description"|property="og:[^"]*")[\s\S]*?\/?>)/g;

const ROOT = '<div id="root"></div>';

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
 * concatenations. The answers travel as JSON data, not as a script, which the content security policy would refuse.
 */
export function splitTemplate(indexHtml: string): (headTags: string, body?: IPageBody) => string {
  const withoutPageTags = indexHtml.replace(PAGE_TAGS, '');
  const headEnd = withoutPageTags.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const rootAt = withoutPageTags.indexOf(ROOT);
  if (rootAt < headEnd) throw new Error(`index.html has no ${ROOT} in its body`);
  const beforeHeadEnd = withoutPageTags.slice(0, headEnd);
  const beforeRoot = withoutPageTags.slice(headEnd, rootAt);
  const afterRoot = withoutPageTags.slice(rootAt + ROOT.length);
  return (headTags, body) => {
    const root = body
      ? `<div id="root">${body.html}</div>\n    <script id="ssr-state" type="application/json"${body.hydrate ? '' : ' data-hydrate="false"'}>${scriptJson(body.state)}</script>`
      : ROOT;
    return `${beforeHeadEnd}  ${headTags}\n  ${beforeRoot}${root}${afterRoot}`;
  };
}
