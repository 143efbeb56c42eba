import { Product, Review, testDialects } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import { REVIEW_MESSAGES } from '@shop/domain';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryHttp } from '../../context.js';
import { fieldErrors } from '../../test/field-errors.js';
import { createHarness, PASSWORD, type IHarness } from '../../test/harness.js';

const BODY = 'Solid oak, sturdy and easy to put together.';

/** The code and message of a refused call, or OK. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (e: unknown) => (e instanceof TRPCError ? `${e.code}: ${e.message}` : String(e)),
  );

describe.each(testDialects())('writing reviews on %s', (dialect) => {
  let h: IHarness;
  let count = 0;

  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  async function buyer(name = 'Jordan Avery Buyer') {
    const http = memoryHttp(`10.60.0.${++count}`);
    const email = `buyer${count}-${dialect}@test.shop`;
    const { customer } = await h.caller(http).auth.customerRegister({ name, email, password: PASSWORD });
    return { id: customer.id, api: h.caller(http) };
  }

  it('needs a customer session', async () => {
    const { id } = await seedProduct(h.dataSource);
    for (const caller of [h.caller(), h.caller(await h.loggedIn('admin'))]) {
      await expect(caller.review.write({ productId: id, rating: 5, body: BODY })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
      await expect(caller.review.eligibility({ productId: id })).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('lets a buyer of a paid or completed order review once; it shows, marked verified, once staff approve it', async () => {
    const me = await buyer();
    const chair = await seedProduct(h.dataSource);
    const table = await seedProduct(h.dataSource);
    await seedOrder(h.dataSource, { customerId: me.id, lines: [{ productId: chair.id }] });
    await seedOrder(h.dataSource, {
      customerId: me.id,
      lines: [{ productId: table.id }],
      status: 'completed',
    });

    expect(await me.api.review.eligibility({ productId: chair.id })).toEqual({
      canWrite: true,
      reason: null,
    });
    const review = await me.api.review.write({ productId: chair.id, rating: 4, body: `  ${BODY} ` });
    expect(review).toMatchObject({
      productId: chair.id,
      authorName: 'Jordan B.',
      rating: 4,
      body: BODY,
      hidden: false,
      pending: true,
      verifiedBuyer: true,
    });
    // Waiting for approval: neither shown nor counted on the storefront, listed for staff.
    const storefront = async () => ({
      page: (await h.caller().product.withAll({ slug: chair.slug })).reviews,
      list: (await h.caller().review.list({ id: chair.id, page: 1 })).total,
    });
    expect(await storefront()).toEqual({ page: { count: 0, average: null, latest: [] }, list: 0 });
    const staff = h.caller(await h.loggedIn('manager')).review;
    expect((await staff.listForStaff({ id: chair.id, page: 1 })).data[0]).toMatchObject({
      id: review.id,
      pending: true,
    });
    expect(await staff.show({ id: review.id })).toMatchObject({ pending: false, hidden: false });
    const { page } = await storefront();
    expect(page).toMatchObject({ count: 1, average: 4 });
    expect(page.latest[0]).toMatchObject({ id: review.id, authorName: 'Jordan B.', verifiedBuyer: true });
    expect(await me.api.review.eligibility({ productId: chair.id })).toEqual({
      canWrite: false,
      reason: 'reviewed',
    });

    expect(await outcome(me.api.review.write({ productId: chair.id, rating: 1, body: BODY }))).toBe(
      `CONFLICT: ${REVIEW_MESSAGES.alreadyReviewed}`,
    );
    expect(await outcome(me.api.review.write({ productId: table.id, rating: 5, body: BODY }))).toBe('OK');
  });

  it('refuses someone who did not buy, or whose order is unpaid or cancelled, with 409', async () => {
    const me = await buyer();
    const product = await seedProduct(h.dataSource);
    const notBought = `CONFLICT: ${REVIEW_MESSAGES.notBought}`;
    const write = () => outcome(me.api.review.write({ productId: product.id, rating: 5, body: BODY }));
    expect(await write()).toBe(notBought);
    expect(await me.api.review.eligibility({ productId: product.id })).toEqual({
      canWrite: false,
      reason: 'not-bought',
    });
    await seedOrder(h.dataSource, {
      customerId: me.id,
      lines: [{ productId: product.id }],
      status: 'pending',
    });
    await seedOrder(h.dataSource, {
      customerId: me.id,
      lines: [{ productId: product.id }],
      status: 'cancelled',
    });
    // Someone else's paid order of the product does not count for me.
    await seedOrder(h.dataSource, { lines: [{ productId: product.id }] });
    expect(await write()).toBe(notBought);
    expect(await h.dataSource.getRepository(Review).countBy({ productId: product.id })).toBe(0);
  });

  it('keeps one review per customer and product when two arrive together', async () => {
    const me = await buyer();
    const product = await seedProduct(h.dataSource);
    await seedOrder(h.dataSource, { customerId: me.id, lines: [{ productId: product.id }] });
    const outcomes = await Promise.all(
      [5, 3].map((rating) => outcome(me.api.review.write({ productId: product.id, rating, body: BODY }))),
    );
    expect(outcomes.sort()).toEqual([`CONFLICT: ${REVIEW_MESSAGES.alreadyReviewed}`, 'OK']);
    expect(await h.dataSource.getRepository(Review).countBy({ productId: product.id })).toBe(1);
  });

  it('answers 404 for an unknown or inactive product and checks rating and text', async () => {
    const me = await buyer('Prince');
    const product = await seedProduct(h.dataSource);
    await seedOrder(h.dataSource, { customerId: me.id, lines: [{ productId: product.id }] });
    expect(
      await fieldErrors(me.api.review.write({ productId: product.id, rating: 6, body: 'Too short' })),
    ).toEqual({ rating: ['Choose 1 to 5 stars.'], body: [expect.stringMatching(/at least 10 characters/)] });
    await h.dataSource.getRepository(Product).update({ id: product.id }, { active: false });
    expect(await outcome(me.api.review.write({ productId: product.id, rating: 5, body: BODY }))).toMatch(
      /^NOT_FOUND/,
    );
    await h.dataSource.getRepository(Product).update({ id: product.id }, { active: true });
    expect(await outcome(me.api.review.write({ productId: 999_999, rating: 5, body: BODY }))).toMatch(
      /^NOT_FOUND/,
    );
    // A one-word name signs as it is.
    expect((await me.api.review.write({ productId: product.id, rating: 5, body: BODY })).authorName).toBe(
      'Prince',
    );
  });

  it('leaves a review staff have turned down off the product page; a review with no customer is not verified', async () => {
    const me = await buyer();
    const product = await seedProduct(h.dataSource);
    await seedOrder(h.dataSource, { customerId: me.id, lines: [{ productId: product.id }] });
    const review = await me.api.review.write({ productId: product.id, rating: 2, body: BODY });
    expect(await h.caller(await h.loggedIn('manager')).review.hide({ id: review.id })).toMatchObject({
      pending: false,
      hidden: true,
    });
    expect((await h.caller().product.withAll({ slug: product.slug })).reviews.count).toBe(0);
    // A review written by the shop (no customer) is published as before, without the buyer's mark.
    await h.dataSource
      .getRepository(Review)
      .insert({ productId: product.id, authorName: 'The shop', rating: 5, body: BODY });
    const [shop] = (await h.caller().product.withAll({ slug: product.slug })).reviews.latest;
    expect(shop).toMatchObject({ authorName: 'The shop', verifiedBuyer: false });
  });
});
