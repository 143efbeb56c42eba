import crypto from 'node:crypto';
import { Case, Product, Refund, testDialects } from '@shop/db';
import { CASE_MESSAGES } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { deliveredOrder } from '../../test/cases.js';
import { createHarness, type IHarness } from '../../test/harness.js';

const key = () => `case-${crypto.randomUUID()}`;
const errorOf = (promise: Promise<unknown>): Promise<TRPCError> =>
  promise.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (e: unknown) => e as TRPCError,
  );

/**
 * Returns and claims through the procedures: what each line may still return and why not, returns and claims
 * refused past what arrived, staff's moves, the refund through the payment with its tax, and the replacement.
 */
describe.each(testDialects())('returns and claims on %s', (dialect) => {
  let h: IHarness;
  let admin: ReturnType<IHarness['caller']>;
  let manager: ReturnType<IHarness['caller']>;
  let customer: ReturnType<IHarness['caller']>;

  beforeAll(async () => {
    h = await createHarness(dialect);
    admin = h.caller(await h.loggedIn('admin'));
    manager = h.caller(await h.loggedIn('manager'));
    customer = h.caller(await h.loggedIn('customer'));
  });
  afterAll(() => h?.close());

  const delivered = () => deliveredOrder(h, admin);

  it('says per line what may be returned and why not, and refuses more than arrived', async () => {
    const { order, chairs, armchairs, lamps } = await delivered();
    const options = await customer.case.returnOptions({ number: order.number });
    const byId = new Map(options.lines.map((l) => [l.lineId, l]));
    expect(byId.get(chairs.id)).toMatchObject({ delivered: 2, returnable: 2, claimable: 2, whyNot: null });
    expect(byId.get(armchairs.id)).toMatchObject({
      returnable: 0,
      claimable: 1,
      whyNot: CASE_MESSAGES.madeToOrder,
    });
    expect(byId.get(lamps.id)?.whyNot).toMatch(/^Return window ended on /);
    expect(options.reasons.map((r) => r.label)).toContain('Changed my mind');

    const changedMind = options.reasons.find((r) => r.label === 'Changed my mind')!;
    const three = await errorOf(
      customer.case.request({
        number: order.number,
        kind: 'return',
        idempotencyKey: key(),
        reasonId: changedMind.id,
        lines: [{ lineId: chairs.id, quantity: 3 }],
      }),
    );
    expect(fieldErrorsOf(three)).toEqual({ 'lines.0.quantity': [CASE_MESSAGES.received('Oak chair', 2)] });
    const madeToOrder = await errorOf(
      customer.case.request({
        number: order.number,
        kind: 'return',
        idempotencyKey: key(),
        reasonId: changedMind.id,
        lines: [{ lineId: armchairs.id, quantity: 1 }],
      }),
    );
    expect(fieldErrorsOf(madeToOrder)).toEqual({
      'lines.0.lineId': [CASE_MESSAGES.notReturnable('Made armchair', CASE_MESSAGES.madeToOrder)],
    });
    // A claim needs a photo.
    const noPhoto = await errorOf(
      customer.case.request({
        number: order.number,
        kind: 'claim',
        idempotencyKey: key(),
        description: 'The seam is torn along the back.',
        lines: [{ lineId: armchairs.id, quantity: 1 }],
      }),
    );
    expect(fieldErrorsOf(noPhoto)).toEqual({ photoIds: [CASE_MESSAGES.photosNeeded] });
    // Another customer (anonymous here) cannot see the order at all.
    expect((await errorOf(h.caller().case.returnOptions({ number: order.number }))).code).toBe('NOT_FOUND');
  });

  it('takes a return through approve, receive (once) and one refund of items less fees with their tax', async () => {
    const { order, sofa, sofas } = await delivered();
    const { reasons } = await customer.case.returnOptions({ number: order.number });
    const changedMind = reasons.find((r) => r.fault === 'customer')!;
    const created = await customer.case.request({
      number: order.number,
      kind: 'return',
      idempotencyKey: key(),
      reasonId: changedMind.id,
      lines: [{ lineId: sofas.id, quantity: 1 }],
    });
    // $1,000 less 15 % ($150) less the $79 pickup, and the sofa's tax on what goes back: 8 % of $771.
    expect(created.preview).toMatchObject({
      itemsCents: 100_000,
      restockingFeeCents: 15_000,
      pickupFeeCents: 7_900,
      taxCents: 6_168,
      totalCents: 83_268,
    });
    expect(created.number).toBe(`${order.number}-R1`);
    const row = await h.dataSource.getRepository(Case).findOneByOrFail({ number: created.number });

    // A manager may approve; only an administrator refunds.
    await manager.case.approve({ id: row.id, instructions: 'Our crew picks it up on Tuesday.' });
    expect((await errorOf(manager.case.refund({ id: row.id, idempotencyKey: key() }))).code).toBe(
      'FORBIDDEN',
    );
    // The buyer was at fault: not refunded before it is back.
    const early = await errorOf(admin.case.refund({ id: row.id, idempotencyKey: key() }));
    expect(early).toMatchObject({ code: 'CONFLICT', message: CASE_MESSAGES.refundBeforeReceive });

    const [line] = (await admin.case.detail({ id: row.id })).lines;
    const receive = { id: row.id, lines: [{ caseLineId: line!.id, received: 1, restocked: 1, damaged: 0 }] };
    await admin.case.receive(receive);
    expect((await errorOf(admin.case.receive(receive))).code).toBe('CONFLICT');
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: sofa.id })).stock).toBe(4);

    const above = await errorOf(
      admin.case.refund({ id: row.id, idempotencyKey: key(), amountCents: 83_269 }),
    );
    expect(fieldErrorsOf(above)).toEqual({ amountCents: [CASE_MESSAGES.refundAbove(83_268)] });
    const refunded = await admin.case.refund({ id: row.id, idempotencyKey: key() });
    expect(refunded).toMatchObject({ refunded: true, preview: { refundedCents: 83_268, leftCents: 0 } });
    const refund = await h.dataSource.getRepository(Refund).findOneByOrFail({ orderId: order.id });
    expect(refund).toMatchObject({ amountCents: 83_268, taxCents: 6_168, status: 'succeeded' });
    expect((await errorOf(admin.case.refund({ id: row.id, idempotencyKey: key() }))).code).toBe('CONFLICT');
    // The buyer sees it settled and can no longer cancel it.
    const [mine] = await customer.case.mine({ number: order.number });
    expect(mine).toMatchObject({ number: created.number, refunded: true, cancellable: false });
    const mail = await h.deliveredMail();
    expect(mail.some((m) => m.subject.includes(created.number))).toBe(true);
  });

  it('lets the buyer cancel a request, which frees its units', async () => {
    const { order, chairs } = await delivered();
    const { reasons } = await customer.case.returnOptions({ number: order.number });
    const created = await customer.case.request({
      number: order.number,
      kind: 'return',
      idempotencyKey: key(),
      reasonId: reasons[0]!.id,
      lines: [{ lineId: chairs.id, quantity: 2 }],
    });
    const taken = await customer.case.returnOptions({ number: order.number });
    expect(taken.lines.find((l) => l.lineId === chairs.id)).toMatchObject({
      returnable: 0,
      whyNot: CASE_MESSAGES.allInCases,
    });
    expect(await customer.case.cancel({ number: order.number, caseNumber: created.number })).toMatchObject({
      state: 'cancelled',
    });
    const freed = await customer.case.returnOptions({ number: order.number });
    expect(freed.lines.find((l) => l.lineId === chairs.id)?.returnable).toBe(2);
  });
});
