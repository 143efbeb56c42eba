import type { AppRouter } from '@shop/api';
import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import type { QueryClient } from '@tanstack/react-query';
import { isRealm, unauthorizedTarget, type TRealm } from './auth-redirect';

export const trpc = createTRPCReact<AppRouter>();

/** Marks our requests as ajax: the server refuses state-changing requests without it (its CSRF defence). */
export const AJAX_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Sends the browser where the design's auth rules say a 401 from `path` should go; the caller still gets the error. */
export function redirectOnUnauthorized(path: string, realm?: TRealm): void {
  const target = unauthorizedTarget(path, window.location, realm);
  // A full page load, not a client-side navigation: it drops every cached answer of the session that just ended.
  if (target) window.location.assign(target);
}

/** The realm a 401 names (`data.realm`); read without trusting the shape, older servers do not send it. */
function realmOf(data: unknown): TRealm | undefined {
  const realm = typeof data === 'object' && data !== null ? (data as { realm?: unknown }).realm : undefined;
  return isRealm(realm) ? realm : undefined;
}

function sameOriginFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, credentials: 'same-origin' });
}

/**
 * Watches every operation rather than the HTTP response, because a batch mixing a 401 with successes comes back
 * as one 207 response: only the per-operation result says which procedure was refused.
 */
function unauthorizedLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) =>
        next(op).subscribe({
          next: (value) => observer.next(value),
          error: (err) => {
            if (err.data?.httpStatus === 401) redirectOnUnauthorized(op.path, realmOf(err.data));
            observer.error(err);
          },
          complete: () => observer.complete(),
        }),
      );
}

/** The browser's way to the server: batched calls to /trpc, and the sign-in redirect on a 401. */
function browserLinks(): TRPCLink<AppRouter>[] {
  return [
    unauthorizedLink(),
    httpBatchLink({
      url: '/trpc',
      headers: () => AJAX_HEADERS,
      fetch: sameOriginFetch,
      maxURLLength: 2000,
    }),
  ];
}

/** `links` is given only by the server's render, which calls the procedures in its own process. */
export function createTrpcClient(links: TRPCLink<AppRouter>[] = browserLinks()) {
  return trpc.createClient({ links });
}

export type TTrpcClient = ReturnType<typeof createTrpcClient>;

/** The same procedures as plain functions over the React Query cache, for route loaders and guards. */
export function createTrpcUtils(queryClient: QueryClient, client: TTrpcClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client });
}

export type TTrpcUtils = ReturnType<typeof createTrpcUtils>;
