import fastifyStatic from '@fastify/static';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '@shop/api';
import type { TServices } from '@shop/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_HEAD, errorPageBody, renderHead, routeHeadHtml, splitTemplate } from './page-html.js';
import type { RenderHealth } from './render-health.js';
import type { TRenderedPage, TRenderPage } from './server-render.js';
import { encodeText, preferredEncoding } from '../http/encode-text.js';

interface IWebAppOptions {
  webDist: string;
  services: TServices;
  publicUrl: string | undefined;
  /** S3_PUBLIC_URL: the CDN pages link their images on. */
  imageBaseUrl?: string | undefined;
  /** The storefront's server-side render; without it the browser draws every page. */
  renderPage?: TRenderPage | undefined;
  /** This instance's record of whether pages draw, which /readyz reads. */
  renderHealth?: RenderHealth | undefined;
}

/** A drawn page, or how its render failed when it threw instead (503: the database could not be reached). */
type TDrawOutcome = TRenderedPage | { thrown: { status: 500 | 503 } };

/**
 * The built single-page app: hashed assets cached for a year, everything else revalidated. Any other GET that wants
 * HTML gets index.html with the storefront page drawn in and the head its route's head() says (title, description,
 * canonical, Open Graph, JSON-LD), so that crawlers and link previews see what the browser shows without running
 * scripts. The status is the route's: 404 for an address the shop does not have, or a room or product that does not
 * exist (the app's 404 page is drawn), a redirect where a guard or the page's search cleaning sends the visitor.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, services, publicUrl, imageBaseUrl, renderPage, renderHealth }: IWebAppOptions,
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
  const page = hasApp
    ? splitTemplate(fs.readFileSync(indexFile, 'utf8'), publicUrl, imageBaseUrl)
    : undefined;
  // Only the server's own pages (the back-office shell, a page that could not be drawn) need it. Kept by the
  // service: a new name shows on the next page of this process, and of the others with REDIS_URL (see
  // SiteService.shopName).
  const shopName = () => services.site.shopName().catch(() => 'Furniture shop');

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
    // Back-office screens are drawn by the browser: they sit behind a login and need no crawler or quick paint.
    const drawn = renderPage && !isAdmin ? await drawPage(renderPage, request, reply) : undefined;
    if (drawn && 'redirect' in drawn) {
      // Only a path of this site: `//host` would leave it.
      const target = /^\/(?!\/)/.test(drawn.redirect) ? drawn.redirect : '/';
      return reply.header('Cache-Control', 'no-cache').redirect(target, 302);
    }
    // A page that could not be drawn never answers 200: 503 while the database is out of reach, else 500.
    const failedStatus = drawn && ('thrown' in drawn ? drawn.thrown : drawn.failure)?.status;
    const drawnPage = drawn && 'html' in drawn ? drawn : undefined;
    const status = failedStatus ?? drawnPage?.status ?? 200;
    // A page drawn in part would show spinners for what failed, forever without script: the shop's error panel says
    // what happened instead, and the browser draws the page afresh once its script runs.
    const body = failedStatus
      ? errorPageBody(failedStatus, pathname)
      : drawnPage && { html: drawnPage.html, state: drawnPage.state, hydrate: status === 200 };
    // The drawn page's head is its route's; the server writes its own for the back-office shell and an error page.
    const head =
      !failedStatus && drawnPage?.head
        ? routeHeadHtml(drawnPage.head)
        : renderHead(
            isAdmin ? ADMIN_HEAD : { title: '', path: pathname.replace(/(.)\/+$/, '$1') },
            await shopName(),
            publicUrl,
          );
    const html = page(head, body);
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
