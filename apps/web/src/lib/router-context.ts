import type { QueryClient } from '@tanstack/react-query';
import type { TTrpcUtils } from './trpc';

/** What every route's beforeLoad and loader receive: the query cache and the procedures bound to it. */
export interface IRouterContext {
  queryClient: QueryClient;
  trpc: TTrpcUtils;
}
