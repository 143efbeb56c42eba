import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastProvider } from './components/Toast';
import { invalidateSessionsOnFocus } from './lib/guards';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const routerContext = { queryClient, trpc: createTrpcUtils(queryClient, trpcClient) };
const router = createAppRouter(routerContext);
invalidateSessionsOnFocus(routerContext);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </trpc.Provider>
  </StrictMode>,
);
