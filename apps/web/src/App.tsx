import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { ImageBaseContext } from './components/image-base';
import { ToastProvider } from './components/Toast';
import { trpc, type TTrpcClient } from './lib/trpc';
import type { createAppRouter } from './router';

interface IAppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  trpcClient: TTrpcClient;
  /** S3_PUBLIC_URL: the CDN images are linked on; unset, the shop's own /images/ paths. */
  imageBaseUrl?: string | undefined;
}

/** The providers around every page, the same in the browser and in the server's render (entry-server.tsx). */
export function App({ router, queryClient, trpcClient, imageBaseUrl }: IAppProps) {
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ImageBaseContext.Provider value={imageBaseUrl ?? ''}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </ImageBaseContext.Provider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
