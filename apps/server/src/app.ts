import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS, isDatabaseUnavailable } from '@shop/api';
import type { TServices } from '@shop/services';
import type { DataSource } from 'typeorm';
import Fastify from 'fastify';
import type { TConfig } from './config.js';
import { Draining } from './http/graceful-shutdown.js';
import { registerNoStore } from './http/no-store.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { fastifyTrustProxy } from './http/trust-proxy.js';
import { registerQueryGuard } from './http/query-guard.js';
import { registerXhrGuard } from './http/xhr-guard.js';
import { registerSharedKeptReads } from './http/shared-kept-reads.js';
import { serializeRequestForLog } from './http/log-redaction.js';
import { contextFactory, registerApi } from './routes/api.js';
import { registerCatalogueRoutes } from './routes/catalogue.js';
import { registerDocs } from './routes/docs.js';
import { registerDocumentRoutes } from './routes/documents.js';
import { CART_LINK_POST_ROUTES, registerCartLinks } from './routes/cart-links.js';
import { FORM_POST_ROUTES, registerFormPosts } from './routes/form-posts.js';
import { registerHealth } from './routes/health.js';
import { registerImageRoutes } from './routes/images.js';
import { registerCasePhotoRoutes } from './routes/case-photos.js';
import { PAYMENT_WEBHOOK_PATH, registerPaymentWebhook } from './routes/payment-webhook.js';
import { registerCartReminderSweep } from './http/cart-reminder-sweep.js';
import { registerDeliveryHoldSweep } from './http/delivery-hold-sweep.js';
import { registerReservationSweep } from './http/reservation-sweep.js';
import { registerOutboxWorker } from './http/outbox-worker.js';
import { registerSeo } from './routes/seo.js';
import { registerTestFixtures } from './routes/test-fixtures.js';
import { registerWebApp } from './routes/web-app.js';
import { loadServerRender } from './routes/server-render.js';
import { RenderHealth } from './routes/render-health.js';

export interface IAppOptions {
  config: TConfig;
  services: TServices & { dataSource: DataSource };
  webDist: string;
  /** Set by the process's shutdown: /readyz then answers 503 and every answer closes its connection. */
  draining?: Draining;
  /** Where the log goes; standard output unless given (a test's in-process shop reads its own). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  config,
  services,
  webDist,
  draining = new Draining(),
  logStream,
}: IAppOptions) {
  const requestTimeoutMs = config.REQUEST_TIMEOUT_SECONDS * 1000;
  const app = Fastify({
    // Request lines carry the path with query values redacted (log-redaction.ts); bodies are never logged.
    logger: {
      level: config.LOG_LEVEL,
      serializers: { req: serializeRequestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // A request that arrives on an open keep-alive connection while the server closes is served (and its answer
    // closes the connection), not refused with 503: the client could not have known (graceful-shutdown.ts).
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // A client that trickles its headers or body in (one byte a second keeps a socket from ever being idle) is
    // cut off with 408. Node enforces the request timeout only while the headers timeout is not longer (measured:
    // with its 60 s default a 2 s request timeout fired after 60 s), and looks for late requests every 30 s
    // unless told otherwise, which would stretch the allowance.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(5000, requestTimeoutMs / 4),
    },
  });
  draining.closeConnectionsOf(app.server);
  registerNoStore(app);
  const secureCookies = config.PUBLIC_URL?.startsWith('https://') ?? false;
  // With Stripe, the checkout page loads Stripe.js, which draws the card fields in Stripe's frames and talks to
  // Stripe's API (Stripe's published CSP list); without it, no outside origin is allowed at all.
  const stripe = config.STRIPE_SECRET_KEY
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        frameSrc: ["'self'", ...stripe.frame],
        // React and Radix position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // With S3_PUBLIC_URL, pages link their images on that CDN.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
        ],
        connectSrc: ["'self'", ...stripe.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    // Images are same-origin; this would only get in the way of a CDN in front.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: secureCookies,
  });
  // Whatever escapes a handler is logged with its stack and answered without it; a database that cannot serve
  // (unreachable, timed out, its schema gone) is 503 with Retry-After here too, as on /api and /trpc.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS));
      return reply.code(503).send({ message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ message: status === 500 ? 'Internal server error' : error.message });
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(cookie);
  // The payment webhook is authenticated by its signature (a header check would only lock out the provider), and
  // the storefront's plain form posts, which a browser sends without script and so without the header, accept only
  // posts the browser says came from the shop's own pages (same-origin-form.ts).
  registerXhrGuard(app, new Set([PAYMENT_WEBHOOK_PATH, ...FORM_POST_ROUTES, ...CART_LINK_POST_ROUTES]));
  registerQueryGuard(app);
  // Whether this instance's storefront pages draw: the page handler records it, /readyz reads it.
  const renderHealth = new RenderHealth();
  // Other app processes' writes retire this one's kept values (REDIS_URL), from before the first request.
  const cachesDetail = await registerSharedKeptReads(app, services.dataSource, config);
  registerHealth(app, services.dataSource, renderHealth, { cachesDetail, draining });
  registerDocs(app, config.PUBLIC_URL);
  registerSeo(app, services, config.PUBLIC_URL);
  await registerImageRoutes(app, services);
  registerCasePhotoRoutes(app, services);
  await registerCatalogueRoutes(app, services, config.PUBLIC_URL);
  registerDocumentRoutes(app, services);
  await registerPaymentWebhook(app, services);
  registerReservationSweep(app, services);
  registerDeliveryHoldSweep(app, services);
  registerCartReminderSweep(app, services);
  registerOutboxWorker(app, services);
  await registerTestFixtures(app, services.dataSource, config.TEST_FIXTURES_TOKEN);
  const apiOptions = { services, secureCookies };
  await registerApi(app, apiOptions);
  await registerFormPosts(app, { createContext: contextFactory(apiOptions), publicUrl: config.PUBLIC_URL });
  await registerCartLinks(app, { createContext: contextFactory(apiOptions), publicUrl: config.PUBLIC_URL });
  await registerWebApp(app, {
    webDist,
    services,
    publicUrl: config.PUBLIC_URL,
    imageBaseUrl: config.S3_PUBLIC_URL,
    renderPage: await loadServerRender(
      webDist,
      contextFactory(apiOptions),
      config.PUBLIC_URL,
      config.S3_PUBLIC_URL,
    ),
    renderHealth,
  });
  return app;
}
