import type { AppRouter } from '@shop/api';
import type { TSiteLayout } from '@shop/domain';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import { headTags, NOT_FOUND_HEAD, type IRouteHead } from './features/storefront-shell/page-heads';
import { FALLBACK_SHOP_NAME } from './lib/page-meta';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils } from './lib/trpc';
import { createAppRouter } from './router';

export interface IServerRenderOptions {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** Runs a query procedure in the server's own process, with the visitor's session; rejects in tRPC's error shape. */
  call: (path: string, input: unknown) => Promise<unknown>;
  /** The shop's public address (PUBLIC_URL), for canonical and Open Graph addresses; none without it. */
  publicUrl?: string | undefined;
  /** S3_PUBLIC_URL: the CDN the page links its images on; unset, the shop's own /images/ paths. */
  imageBaseUrl?: string | undefined;
  /** A page whose data takes longer is sent with what it has; the browser fetches the rest. */
  dataTimeoutMs?: number;
}

export type TServerRender =
  | {
      /** The markup of #root. */
      html: string;
      /** The answers the page was drawn from, for the browser to start from the same cache (main.tsx). */
      state: DehydratedState;
      /**
       * What the route's head() says (title, description, canonical, Open Graph, JSON-LD), for the server to write
       * into <head> as the browser writes it (features/storefront-shell/StoreHead.tsx).
       */
      head?: IRouteHead;
      /** 404 when the route, or a loader of it, found nothing to show (TanStack Router's not-found). */
      status: 200 | 404;
      /**
       * Set when the page could not be drawn whole: a route failed to load, an answer it was drawn from failed on
       * the server's side, or a component failed to render. The page must not answer 200 then: 503 when the database
       * could not be reached, 500 otherwise (the server sends the shop's error panel rather than this HTML).
       */
      failure?: { status: 500 | 503 };
    }
  | {
      /**
       * Where the page sends the visitor instead (a same-site path): a guard's redirect, or the address with its
       * search cleaned of values the page does not know (an unknown sort, say), which the browser would show.
       */
      redirect: string;
    };

/**
 * The head the page's route said (its head() ran while the router loaded); for an address no route matches, the
 * not-found page's. A route in error says none: the server sends its own error page.
 */
async function pageHeadOf(
  router: ReturnType<typeof createAppRouter>,
  status: number,
  call: IServerRenderOptions['call'],
): Promise<IRouteHead | undefined> {
  const page = router.state.matches.findLast((match) => match.meta);
  if (page?.meta) return { meta: page.meta, links: page.links ?? [] } as IRouteHead;
  if (status !== 404) return undefined;
  // No storefront layout ran to read the shop's name for the title. Asked outside the page's cache: a failure here
  // leaves the title generic and does not make the not-found page a failed one.
  const layout = (await call('site.layout', undefined).catch(() => undefined)) as TSiteLayout | undefined;
  const shopName = layout?.information.name.trim() || FALLBACK_SHOP_NAME;
  return headTags(NOT_FOUND_HEAD, { shopName, publicUrl: undefined, pathname: '' });
}

/** The tRPC client's only link while drawing on the server: queries go straight to `call`, nothing else is sent. */
function inProcessLink(call: IServerRenderOptions['call']): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type !== 'query') {
          observer.error(
            TRPCClientError.from(new Error('Only queries run while a page is drawn on the server')),
          );
          return;
        }
        call(op.path, op.input).then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          (cause: unknown) => observer.error(TRPCClientError.from(cause as Error)),
        );
      });
}

/** Resolves once no query is fetching, or after `ms`. */
function whenQueriesSettle(queryClient: QueryClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

/** The HTTP status of a failed load: what the procedure answered (tRPC's error shape), or 500 for anything else. */
function statusOf(error: unknown): number {
  const httpStatus =
    error instanceof TRPCClientError
      ? (error.data as { httpStatus?: unknown } | undefined)?.httpStatus
      : undefined;
  return typeof httpStatus === 'number' ? httpStatus : 500;
}

/**
 * Whether the drawn page is whole. A route in error drew the error screen; a query that failed on the server's side
 * drew an error state in its place (a 4xx answer, such as a guest asking for their account, is an ordinary page);
 * a component that threw drew nothing. A lost database makes it 503, anything else 500.
 */
function failureOf(
  router: ReturnType<typeof createAppRouter>,
  queryClient: QueryClient,
  renderErrors: readonly unknown[],
): { status: 500 | 503 } | undefined {
  const statuses = [
    ...router.state.matches.filter((match) => match.status === 'error').map((match) => statusOf(match.error)),
    ...queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error')
      .map((query) => statusOf(query.state.error))
      .filter((status) => status >= 500),
    ...renderErrors.map(statusOf),
  ];
  if (statuses.length === 0) return undefined;
  return { status: statuses.includes(503) ? 503 : 500 };
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    stream
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, callback) {
            html += chunk.toString();
            callback();
          },
        }),
      )
      .on('finish', () => resolve(html))
      .on('error', reject);
  });
}

/**
 * Draws a storefront page on the server: the route's loaders run as they do in the browser, their answers come
 * from procedures called in-process, and the page is rendered to HTML once every answer has arrived. The browser
 * shows that HTML before any script has run, then hydrates it from the same answers (main.tsx).
 */
export async function render({
  url,
  call,
  publicUrl,
  imageBaseUrl,
  dataTimeoutMs = 3000,
}: IServerRenderOptions): Promise<TServerRender> {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient([inProcessLink(call)]);
  const trpc = createTrpcUtils(queryClient, trpcClient);
  const router = createAppRouter(
    { queryClient, trpc, publicUrl, imageBaseUrl: imageBaseUrl ?? '' },
    { serverRender: true },
  );
  let drawn: TServerRender | undefined;
  // The router's own server handler loads the route and answers a redirect (a guard's, or the search cleaned of
  // values the page does not know) before anything is drawn; the page is drawn in its callback.
  const answer = await createRequestHandler({
    createRouter: () => router,
    request: new Request(new URL(url, 'http://localhost')),
  })(async () => {
    await whenQueriesSettle(queryClient, dataTimeoutMs);
    const status = getSsrStatus(router) === 404 ? 404 : 200;
    const head = await pageHeadOf(router, status, call);
    const renderErrors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <App router={router} queryClient={queryClient} trpcClient={trpcClient} />,
      {
        // Every boundary in place: React would otherwise send large ones apart, to be moved in by inline scripts
        // that the content security policy refuses.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A component that throws leaves its nearest boundary's fallback in the HTML: the page is not whole.
        onError: (error) => void renderErrors.push(error),
      },
    );
    const html = await streamToString(prelude);
    const state = dehydrate(queryClient);
    const failure = failureOf(router, queryClient, renderErrors);
    drawn = { html, state, status, ...(head ? { head } : {}), ...(failure ? { failure } : {}) };
    return new Response(null, { status });
  });
  queryClient.clear();
  if (drawn) return drawn;
  const location = answer.headers.get('Location') ?? '/';
  // The router writes the address with its own origin: the same-site path is what the visitor is sent to.
  return { redirect: location.replace(/^https?:\/\/[^/]+/, '') || '/' };
}
