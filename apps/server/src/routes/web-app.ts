import fastifyStatic from '@fastify/static';
import type { TServices } from '@shop/services';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_HEAD, NOT_FOUND_HEAD, matchStorefrontPage, type IPageHead } from './page-heads.js';
import { renderHead, splitTemplate } from './page-html.js';
import type { TRenderPage } from './server-render.js';
import { encodeText, preferredEncoding } from '../http/encode-text.js';

interface IWebAppOptions {
  webDist: string;
  services: TServices;
  publicUrl: string | undefined;
  /** The storefront's server-side render; without it the browser draws every page. */
  renderPage?: TRenderPage | undefined;
}

/**
 * The built single-page app: hashed assets cached for a year, everything else revalidated. Any other GET that wants
 * HTML gets index.html with that page's own title, description, Open Graph tags and structured data written in, so
 * that crawlers and link previews see them without running scripts; an address the shop does not have, or a room or
 * product that does not exist, is answered with 404 while the app still renders its 404 page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, services, publicUrl, renderPage }: IWebAppOptions,
) {
  const indexFile = path.join(webDist, 'index.html');
  const hasApp = fs.existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const page = hasApp ? splitTemplate(fs.readFileSync(indexFile, 'utf8')) : undefined;
  // Kept by the service: a new name shows on this process's next page (see PageHeadService.shopName).
  const shopName = () => services.pageHeads.shopName();

  async function headFor(request: FastifyRequest, pathname: string): Promise<[number, IPageHead]> {
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return [200, ADMIN_HEAD];
    const match = matchStorefrontPage(pathname);
    if (!match) return [404, NOT_FOUND_HEAD];
    try {
      const head = await match.resolve(match.params, services);
      // Pages without a record behind them are known by their address, without a trailing slash.
      return head
        ? [200, { ...head, path: head.path || pathname.replace(/(.)\/+$/, '$1') }]
        : [404, NOT_FOUND_HEAD];
    } catch (error) {
      // The app still loads and shows its own error state; only the tags are generic.
      request.log.warn({ err: error }, 'page head lookup failed');
      return [200, { ...NOT_FOUND_HEAD, title: '', noindex: false }];
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApiCall = pathname.startsWith('/api/') || pathname.startsWith('/trpc/');
    if (request.method !== 'GET' || isApiCall || !page || /\.\w+$/.test(pathname)) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    const [[status, head], name, body] = await Promise.all([
      headFor(request, pathname),
      shopName().catch(() => 'Furniture shop'),
      // Back-office screens are drawn by the browser: they sit behind a login and need no crawler or quick paint.
      renderPage && !isAdmin
        ? renderPage(request, reply).catch((error: unknown) => {
            // The browser can still draw the page on its own.
            request.log.error({ err: error }, 'server-side render failed');
            return undefined;
          })
        : undefined,
    ]);
    if (body && 'redirect' in body) {
      // Only a path of this site: `//host` would leave it.
      const target = /^\/(?!\/)/.test(body.redirect) ? body.redirect : '/';
      return reply.header('Cache-Control', 'no-cache').redirect(target, 302);
    }
    const html = page(renderHead(head, name, publicUrl), body && { ...body, hydrate: status === 200 });
    // The compression plugin leaves not-found handlers alone, and a drawn page is tens of kilobytes of text.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return (
      reply
        .code(status)
        // A drawn page may show the visitor's own name or wishlist: no shared cache may keep it.
        .header('Cache-Control', body ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .header('Vary', 'Accept-Encoding')
        .send(await encodeText(html, encoding))
    );
  });
}
