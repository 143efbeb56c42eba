import type { ISitemapEntries, TServices } from '@shop/services';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Storefront pages without a record behind them, worth indexing. */
const STATIC_PATHS = ['/', '/rooms', '/materials', '/gallery', '/contact'];
/** The sitemap protocol's limit per file; a larger catalogue gets a sitemap index over several files. */
const SITEMAP_URL_LIMIT = 50_000;

interface ISitemapUrl {
  path: string;
  updatedAt?: string;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function urlSet(base: string, urls: ISitemapUrl[]): string {
  const entries = urls.map(
    ({ path, updatedAt }) =>
      `  <url><loc>${xmlText(base + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(base: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `  <sitemap><loc>${xmlText(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * robots.txt keeps crawlers out of the back-office, the API and private pages; sitemap.xml lists every storefront
 * page, room, room type and active product (as a sitemap index over files of 50 000 when there are more). Without
 * PUBLIC_URL the entries are relative: the Host header is whatever the client wrote, and echoing it would let anyone
 * make the shop (or a cache in front of it) advertise another site's addresses. Set PUBLIC_URL in production.
 */
export function registerSeo(app: FastifyInstance, services: TServices, publicUrl: string | undefined) {
  const base = publicUrl ?? '';
  // The Sitemap line must be an absolute address; without PUBLIC_URL crawlers find /sitemap.xml by convention.
  const robots =
    'User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\nDisallow: /my-account\nDisallow: /cart\n' +
    (publicUrl ? `\nSitemap: ${publicUrl}/sitemap.xml\n` : '');

  // The service keeps its entries (retired by any write to their tables, here or in another app process) and
  // answers the same object until then: the addresses made of it are kept with it, and go with it.
  let made: { entries: ISitemapEntries; urls: ISitemapUrl[] } | undefined;
  const allUrls = async (): Promise<ISitemapUrl[]> => {
    const entries = await services.sitemap.entries();
    if (made?.entries === entries) return made.urls;
    const { rooms, roomTypes, products } = entries;
    const urls: ISitemapUrl[] = [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...rooms.map((room) => ({
        path: `/rooms/${encodeURIComponent(room.slug)}`,
        updatedAt: room.updatedAt,
      })),
      ...roomTypes.map((type) => ({
        path: `/room/${encodeURIComponent(type.roomSlug)}/${encodeURIComponent(type.slug)}`,
        updatedAt: type.updatedAt,
      })),
      ...products.map((p) => ({ path: `/product/${encodeURIComponent(p.slug)}`, updatedAt: p.updatedAt })),
    ];
    made = { entries, urls };
    return urls;
  };
  const xml = (reply: FastifyReply, body: string) => reply.type('application/xml; charset=utf-8').send(body);

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = await allUrls();
    if (urls.length <= SITEMAP_URL_LIMIT) return xml(reply, urlSet(base, urls));
    return xml(reply, sitemapIndex(base, Math.ceil(urls.length / SITEMAP_URL_LIMIT)));
  });
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const part = Number(request.params.part);
    const urls = await allUrls();
    const slice = urls.slice((part - 1) * SITEMAP_URL_LIMIT, part * SITEMAP_URL_LIMIT);
    if (!Number.isInteger(part) || part < 1 || slice.length === 0 || urls.length <= SITEMAP_URL_LIMIT)
      return reply.code(404).send({ message: 'Not found.' });
    return xml(reply, urlSet(base, slice));
  });
}
