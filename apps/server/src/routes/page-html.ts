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

/** Tags of the built index.html that each page writes itself. */
const PAGE_TAGS =
  /\s*(<title>[\s\S]*?<\/title>|<meta\s+(?:name="description"|property="og:[^"]*")[\s\S]*?\/?>)/g;

/** index.html cut in two around the page's own tags, once at start-up: each page is then two concatenations. */
export function splitTemplate(indexHtml: string): (headTags: string) => string {
  const withoutPageTags = indexHtml.replace(PAGE_TAGS, '');
  const at = withoutPageTags.indexOf('</head>');
  if (at < 0) throw new Error('index.html has no </head>');
  const before = withoutPageTags.slice(0, at);
  const after = withoutPageTags.slice(at);
  return (headTags) => `${before}  ${headTags}\n  ${after}`;
}
