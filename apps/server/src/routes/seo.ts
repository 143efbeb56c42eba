import type { FastifyInstance } from 'fastify';

/** Public storefront pages worth indexing; later screens add theirs here. */
const PUBLIC_PATHS = ['/', '/rooms'];

/**
 * Both files are the same for every request, so they are built once. Without PUBLIC_URL the entries are relative:
 * the Host header is whatever the client wrote, and echoing it would let anyone make the shop (or a cache in front
 * of it) advertise another site's addresses. Search engines want absolute ones: set PUBLIC_URL in production.
 */
export function registerSeo(app: FastifyInstance, publicUrl: string | undefined) {
  const base = publicUrl ?? '';
  const robots = `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\nDisallow: /my-account\n\nSitemap: ${base}/sitemap.xml\n`;
  const xmlBase = base.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${xmlBase}${path}</loc></url>`).join('\n');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots));
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemap),
  );
}
