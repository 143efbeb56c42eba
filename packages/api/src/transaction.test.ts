import { testDialects } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from './test/harness.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(testDialects())('transactions on %s', (dialect) => {
  let h: IHarness;
  beforeAll(async () => {
    h = await createHarness(dialect);
  });
  afterAll(() => h?.close());

  it('keep concurrent requests apart: one rolling back never undoes another that committed', async () => {
    const failing = h.services.transaction(async (tx) => {
      await tx.room.create({ name: 'Doomed', slug: 'doomed', description: '', image: null });
      await tick();
      throw new Error('payment declined');
    });
    const committing = h.services.transaction(async (tx) => {
      await tick();
      return tx.room.create({ name: 'Kept', slug: 'kept', description: '', image: null });
    });
    const [failed, kept] = await Promise.allSettled([failing, committing]);
    expect(failed.status).toBe('rejected');
    expect(kept.status).toBe('fulfilled');
    expect((await h.caller().room.checkSlug({ slug: 'kept' })).available).toBe(false);
    expect((await h.caller().room.checkSlug({ slug: 'doomed' })).available).toBe(true);
  });
});
