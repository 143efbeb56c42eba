import type { QueryClient } from '@tanstack/react-query';
import type { TTrpcUtils } from './trpc';

/** What every route's beforeLoad and loader receive: the query cache and the procedures bound to it. */
export interface IRouterContext {
  queryClient: QueryClient;
  trpc: TTrpcUtils;
  /**
   * The shop's public address (PUBLIC_URL), which canonical and Open Graph addresses need: the server passes its own
   * and writes it beside a drawn page for the browser. Without it those tags are left out on both sides.
   */
  publicUrl?: string | undefined;
}
