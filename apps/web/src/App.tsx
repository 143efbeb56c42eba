import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { ToastProvider } from './components/Toast';
import { trpc, type TTrpcClient } from './lib/trpc';
import type { createAppRouter } from './router';

interface IAppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  trpcClient: TTrpcClient;
}

/** The providers around every page, the same in the browser and in the server's render (entry-server.tsx). */
export function App({ router, queryClient, trpcClient }: IAppProps) {
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
