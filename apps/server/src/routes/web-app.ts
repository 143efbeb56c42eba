import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The built single-page app: hashed assets cached for a year, everything else revalidated, and any other GET
 * that wants HTML answered with index.html so that deep links such as /admin/room load the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApiCall = pathname.startsWith('/api/') || pathname.startsWith('/trpc/');
    if (request.method !== 'GET' || isApiCall || !hasApp || /\.\w+$/.test(pathname)) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(indexFile));
  });
}
