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
  /**
   * The server's render: S3_PUBLIC_URL, the CDN pages link images on ('' for the shop's own paths). The browser
   * leaves it unset and reads the page's meta tag instead (components/image-base.ts).
   */
  imageBaseUrl?: string | undefined;
}
