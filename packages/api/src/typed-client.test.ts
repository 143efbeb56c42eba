import { describe, expectTypeOf, it } from 'vitest';
import type { inferRouterInputs } from '@trpc/server';
import type { TProductSort } from '@shop/domain';
import type { AppRouter } from './router.js';

type TInputs = inferRouterInputs<AppRouter>;

/** Coerced fields (ids and page numbers arrive as text over REST) still declare number inputs to the typed client. */
describe('typed client inputs', () => {
  it('types ids and pages as numbers, not unknown', () => {
    expectTypeOf<TInputs['room']['detail']['id']>().toEqualTypeOf<number>();
    expectTypeOf<TInputs['room']['update']['id']>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<TInputs['room']['getList']['page']>>().toEqualTypeOf<number>();
    // @ts-expect-error a string id does not compile
    expectTypeOf<TInputs['room']['detail']>().toMatchTypeOf<{ id: 'banana' }>();
  });

  it('types the product list filters that fall back on bad values as optional, well-typed keys', () => {
    type TList = TInputs['product']['getList'];
    expectTypeOf<NonNullable<TList['roomTypeId']>>().toEqualTypeOf<number>();
    expectTypeOf<NonNullable<TList['sort']>>().toEqualTypeOf<TProductSort>();
    expectTypeOf<Record<never, never>>().toMatchTypeOf<TList>();
  });
});
