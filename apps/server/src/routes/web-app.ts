import fastifyStatic from '@fastify/static';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@shop/api';
import type { TServices } from '@shop/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_HEAD, NOT_FOUND_HEAD, matchStorefrontPage, type IPageHead } from './page-heads.js';
import { errorPageBody, renderHead, splitTemplate } from './page-html.js';
import type { RenderHealth } from './render-health.js';
import type { TRenderedPage, TRenderPage } from './server-render.js';
import { encodeText, preferredEncoding } from '../http/encode-text.js';

interface IWebAppOptions {
  webDist: string;
  services: TServices;
  publicUrl: string | undefined;
  /** The storefront's server-side render; without it the browser draws every page. */
  renderPage?: TRenderPage | undefined;
  /** This instance's record of whether pages draw, which /readyz reads. */
  renderHealth?: RenderHealth | undefined;
}

/** A drawn page, or how its render failed when it threw instead (503: the database could not be reached). */
type TDrawOutcome = TRenderedPage | { thrown: { status: 500 | 503 } };

/**
 * The built single-page app: hashed assets cached for a year, everything else revalidated. Any other GET that wants
 * HTML gets index.html with that page's own title, description, Open Graph tags and structured data written in, so
 * that crawlers and link previews see them without running scripts; an address the shop does not have, or a room or
 * product that does not exist, is answered with 404 while the app still renders its 404 page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, services, publicUrl, renderPage, renderHealth }: IWebAppOptions,
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
      // Only the tags are generic; the page's own render decides whether it can be served. A database out of reach
      // cannot tell whether the page exists either: come back shortly.
      request.log.warn({ err: error }, 'page head lookup failed');
      return [isDatabaseUnavailable(error) ? 503 : 200, { ...NOT_FOUND_HEAD, title: '', noindex: false }];
    }
  }

  async function drawPage(
    render: TRenderPage,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<TDrawOutcome> {
    try {
      const drawn = await render(request, reply);
      if ('redirect' in drawn || !drawn.failure) renderHealth?.recordSuccess();
      else renderHealth?.recordFailure();
      return drawn;
    } catch (error) {
      request.log.error({ err: error }, 'server-side render failed');
      renderHealth?.recordFailure();
      return { thrown: { status: isDatabaseUnavailable(error) ? 503 : 500 } };
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApiCall = pathname.startsWith('/api/') || pathname.startsWith('/trpc/');
    if (request.method !== 'GET' || isApiCall || !page || /\.\w+$/.test(pathname)) {
      return reply.code(404).send({ message: 'Not found.' });
    }
    const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
    const [[headStatus, head], name, drawn] = await Promise.all([
      headFor(request, pathname),
      shopName().catch(() => 'Furniture shop'),
      // Back-office screens are drawn by the browser: they sit behind a login and need no crawler or quick paint.
      renderPage && !isAdmin ? drawPage(renderPage, request, reply) : undefined,
    ]);
    if (drawn && 'redirect' in drawn) {
      // Only a path of this site: `//host` would leave it.
      const target = /^\/(?!\/)/.test(drawn.redirect) ? drawn.redirect : '/';
      return reply.header('Cache-Control', 'no-cache').redirect(target, 302);
    }
    // A page that could not be drawn never answers 200: 503 while the database is out of reach, else 500.
    const failure = drawn && ('thrown' in drawn ? drawn.thrown : drawn.failure);
    const failedStatus = headStatus === 503 || failure?.status === 503 ? 503 : failure?.status;
    const status = failedStatus ?? headStatus;
    // A page drawn in part would show spinners for what failed, forever without script: the shop's error panel says
    // what happened instead, and the browser draws the page afresh once its script runs.
    const body = failedStatus
      ? errorPageBody(failedStatus, pathname)
      : drawn && 'html' in drawn
        ? { html: drawn.html, state: drawn.state, hydrate: status === 200 }
        : undefined;
    const html = page(renderHead(head, name, publicUrl), body);
    if (status === 503) reply.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
    // The compression plugin leaves not-found handlers alone, and a drawn page is tens of kilobytes of text.
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
    return (
      reply
        .code(status)
        // A drawn page may show the visitor's own name or wishlist: no shared cache may keep it. An error is kept by
        // nobody.
        .header('Cache-Control', status >= 500 ? 'no-store' : body ? 'private, no-cache' : 'no-cache')
        .type('text/html; charset=utf-8')
        .header('Vary', 'Accept-Encoding')
        .send(await encodeText(html, encoding))
    );
  });
}
