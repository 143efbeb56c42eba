import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#/lib/query-client';
import type { IRouterContext } from '#/lib/router-context';
import { createAppRouter } from '#/router';
import { headTags, NOT_FOUND_HEAD, routeHead, summary, type IHeadContext } from './page-heads';

/** The layout's answer, as the storefront layout's loader left it in the cache. */
const trpc = { site: { layout: { getData: () => ({ information: { name: ' Oak & Iron ' } }) } } };
const context = (status: string, publicUrl?: string, search: object = {}): IHeadContext => ({
  match: { status, pathname: '/rooms/', search, context: { trpc, publicUrl } as unknown as IRouterContext },
  params: {},
});

describe('storefront page heads', () => {
  it('are given by every storefront route, so that the server has a head to write for each page', () => {
    const router = createAppRouter({
      queryClient: createQueryClient(),
      trpc: {},
    } as unknown as IRouterContext);
    const pages = Object.values(router.routesById).filter(
      (route) => route.id.startsWith('/_store/') && !route.children,
    );
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((route) => !route.options.head).map((route) => route.id)).toEqual([]);
  });

  it('title the page with the shop name, and give only an indexable page its canonical address', () => {
    const rooms = routeHead(context('success', 'https://shop.example.com', { page: 2 }), 'rooms');
    expect(rooms.meta).toContainEqual({ title: 'Rooms, page 2 | Oak & Iron' });
    expect(rooms.meta).toContainEqual({ property: 'og:title', content: 'Rooms, page 2' });
    expect(rooms.links).toEqual([{ rel: 'canonical', href: 'https://shop.example.com/rooms' }]);
    const login = routeHead(context('success', 'https://shop.example.com'), 'login');
    expect(login.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(login.links).toEqual([]);
    expect(
      headTags({ title: 'Rooms', description: 'x' }, { shopName: 'S', publicUrl: undefined, pathname: '/' }),
    ).toMatchObject({ links: [] });
  });

  it("are the not-found page's when the route's loader found nothing, and none when it failed", () => {
    const missing = routeHead(context('notFound'), 'product');
    expect(missing.meta).toContainEqual({ title: `${NOT_FOUND_HEAD.title} | Oak & Iron` });
    expect(missing.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(routeHead(context('error'), 'home')).toEqual({});
  });

  it('cut long descriptions at a word-friendly length and fall back when empty', () => {
    expect(summary('  A   sofa\nfor two. ')).toBe('A sofa for two.');
    expect(summary('x'.repeat(300))).toHaveLength(160);
    expect(summary('   ')).toMatch(/Furniture/);
    expect(summary('', 'Furniture for the den.')).toBe('Furniture for the den.');
  });
});
