import type { FastifyInstance } from 'fastify';

/** Public storefront pages worth indexing; later screens add theirs here. */
const PUBLIC_PATHS = ['/', '/rooms'];

export function registerSeo(app: FastifyInstance, publicUrl: string | undefined) {
  const origin = (request: { protocol: string; host: string }) =>
    publicUrl ?? `${request.protocol}://${request.host}`;

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /trpc/\nDisallow: /my-account\n\nSitemap: ${origin(request)}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const base = origin(request);
    const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${base}${path}</loc></url>`).join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
}
