import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { invalidateSessionsOnFocus } from './lib/guards';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const routerContext = { queryClient, trpc: createTrpcUtils(queryClient, trpcClient) };
const router = createAppRouter(routerContext);
invalidateSessionsOnFocus(routerContext);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} />;

/** What entry-server.tsx sends of React Query's dehydrated cache: successful answers only. */
interface IServerAnswers {
  queries: { queryKey: readonly unknown[]; state: { data: unknown; dataUpdatedAt: number } }[];
}

interface IServerPage {
  /** The answers a server-drawn page was made from (written by the server next to its HTML). */
  state: IServerAnswers;
  /** False for a not-found page, which the browser draws afresh over the server's HTML. */
  hydrate: boolean;
}

function serverPage(): IServerPage | null {
  const script = document.getElementById('ssr-state');
  if (!script?.textContent || !root?.firstChild) return null;
  try {
    return {
      state: JSON.parse(script.textContent) as IServerAnswers,
      hydrate: script.dataset.hydrate !== 'false',
    };
  } catch {
    return null;
  }
}

const server = serverPage();
// React Query's own hydrate() would do the same with 1.5 kB more in the entry, which is held to 130 kB: each answer
// goes in with the time it was fetched, so it stays fresh as long as it would have in the server's cache.
for (const { queryKey, state } of server?.state.queries ?? [])
  queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
if (server?.hydrate) {
  // Same answers, same route code loaded, then the same tree: React adopts the server's HTML instead of redrawing.
  // The router is told that the page came from the server, so it draws the same boundaries the server drew.
  router.ssr = { manifest: undefined };
  // Start-up is cut into short tasks so that the page answers input while it comes alive: the route's loading in one,
  // then hydration as a transition, which React does in slices with the browser free in between.
  void router
    .load()
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else if (server) {
  // The server's HTML stays on screen until the browser's own drawing is ready to replace it.
  void router.load().then(() => createRoot(root).render(app));
} else {
  createRoot(root).render(app);
}
