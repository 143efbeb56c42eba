import type { AnyRouteMatch } from '@tanstack/react-router';
import type { IHeadContext, THeads } from '#/features/storefront-shell/page-heads';

/** What head() returns, as the router types it: its `meta` also carries the title and JSON-LD entries. */
interface IRouterHead {
  meta?: AnyRouteMatch['meta'];
  links?: AnyRouteMatch['links'];
}

/**
 * A storefront route's head() (title, description, canonical, Open Graph, JSON-LD): the named page's head, from what
 * the route loaded and its search and parameters. The pages' texts and the tag building load with the first page's
 * head rather than in the entry, which is held to 130 kB; the server's render and the browser run the same head()
 * and write the same tags.
 */
export const pageHead =
  (page: keyof THeads) =>
  // Generic so that the route's own types are not inferred from this function's parameter.
  async <C extends IHeadContext>(context: C): Promise<IRouterHead> =>
    (await import('#/features/storefront-shell/page-heads')).routeHead(context, page) as IRouterHead;
