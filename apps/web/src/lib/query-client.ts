import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './api-errors';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes rarely; half a minute saves refetches when moving between pages.
        staleTime: 30_000,
        // Retrying a 4xx only repeats the same answer; network hiccups and 5xx get one more go.
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          return (status === undefined || status >= 500) && failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
