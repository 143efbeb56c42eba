import { createBrowserHistory } from '@tanstack/react-router';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { invalidateSessionsOnFocus } from './lib/guards';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

/**
 * A phone spends several times longer than a desktop on start-up, and any task of it over 50 ms keeps the page from
 * answering a tap. Start-up therefore goes in steps, each in a task of its own with the browser free in between:
 * the libraries' evaluation, the clients, the history, the router, the server's answers, the route's loading, then
 * hydration.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

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

async function start(root: HTMLElement) {
  await nextTask();
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient();
  // The shop's public address, which the server writes beside a page it drew: head() writes canonical and Open
  // Graph addresses with it, as the server's render did.
  const publicUrl = document.getElementById('ssr-state')?.dataset.publicUrl;
  const routerContext = { queryClient, trpc: createTrpcUtils(queryClient, trpcClient), publicUrl };
  await nextTask();
  // What the router would create itself, in a task of its own: its history.replaceState and listeners cost as much
  // as the rest of the router's set-up.
  const history = createBrowserHistory();
  await nextTask();
  const router = createAppRouter(routerContext, { history });
  invalidateSessionsOnFocus(routerContext);
  const app = <App router={router} queryClient={queryClient} trpcClient={trpcClient} />;

  const server = serverPage();
  if (!server) return createRoot(root).render(app);
  await nextTask();
  // React Query's own hydrate() would do the same with 1.5 kB more in the entry, which is held to 130 kB: each
  // answer goes in with the time it was fetched, so it stays fresh as long as it would have in the server's cache.
  for (const { queryKey, state } of server.state.queries)
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  await nextTask();
  if (server.hydrate) {
    // Same answers, same route code loaded, then the same tree: React adopts the server's HTML instead of redrawing.
    // The router is told that the page came from the server, so it draws the same boundaries the server drew.
    router.ssr = { manifest: undefined };
    await router.load();
    await nextTask();
    // Hydration as a transition, which React does in slices with the browser free in between.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // The server's HTML stays on screen until the browser's own drawing is ready to replace it.
    await router.load();
    createRoot(root).render(app);
  }
}

void start(root);
