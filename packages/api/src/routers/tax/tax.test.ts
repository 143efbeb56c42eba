import { Order, OrderLine, Refund, TaxOverride, testDialects } from '@shop/db';
import { seedProduct } from '@shop/db/seed';
import { TAX_MESSAGES, formatUsd, taxOn, zipNotInState } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, CARDS, attemptKey, fieldErrorsOf, testCard } from '../../test/checkout.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import { memoryHttp, type IRequestHttp } from '../../context.js';

const NYC = { ...ADDRESS, city: 'New York', state: 'NY' as const, postalCode: '10016' };
const NEWARK = { ...ADDRESS, city: 'Newark', state: 'NJ' as const, postalCode: '07102' };

/** Sales tax through the procedures: quotes, the order and its lines, refunds, the report and the settings. */
describe.each(testDialects())('sales tax on %s', (dialect) => {
  let h: IHarness;
  let customer: IRequestHttp;
  let admin: IRequestHttp;
  let productId: number;
  const PRICE = 19_999;

  beforeAll(async () => {
    h = await createHarness(dialect);
    [customer, admin] = await Promise.all([h.loggedIn('customer'), h.loggedIn('admin')]);
    productId = (await seedProduct(h.dataSource, { stock: 50, priceCents: PRICE, discountPercent: 0 })).id;
  });
  afterAll(() => h?.close());

  const lines = () => [{ productId, quantity: 2 }];

  it('quotes New York City tax on the items and on shipping, per option, adding up to the cent', async () => {
    const quote = await h.caller(customer).checkout.quote({ lines: lines(), address: NYC });
    expect(quote.tax).toMatchObject({
      source: 'table',
      collected: true,
      jurisdiction: 'NY New York City',
      ratePpm: 88_750,
      rate: '8.875%',
      shippingTaxable: true,
      message: '',
    });
    expect(quote.subtotalCents).toBe(2 * PRICE);
    for (const option of quote.options) {
      expect(option.taxCents).toBe(taxOn(2 * PRICE, 88_750) + taxOn(option.priceCents, 88_750));
      expect(option.totalCents).toBe(2 * PRICE + option.priceCents + option.taxCents);
    }
  });

  it('collects nothing where the shop does not collect, and says so', async () => {
    const quote = await h.caller(customer).checkout.quote({ lines: lines(), address: NEWARK });
    expect(quote.tax).toMatchObject({
      collected: false,
      ratePpm: 0,
      message: TAX_MESSAGES.notCollectedIn('New Jersey'),
    });
    expect(quote.options.every((o) => o.taxCents === 0 && o.totalCents === 2 * PRICE + o.priceCents)).toBe(
      true,
    );
    // Oregon, the shop's home: collected, at no rate.
    const home = await h.caller(customer).checkout.quote({ lines: lines(), address: ADDRESS });
    expect(home.tax).toMatchObject({ collected: true, ratePpm: 0, message: TAX_MESSAGES.noTaxIn('Oregon') });
  });

  it('refuses a ZIP that is not in the state, wherever an address is given (422 on its postalCode)', async () => {
    const me = h.caller(customer);
    const guest = h.caller(memoryHttp('10.62.0.1'));
    const orToNyc = { ...ADDRESS, state: 'OR' as const, postalCode: '10001' };
    const nyToSalem = { ...NYC, postalCode: '97301' };
    // Each refusal is caught as it is made: awaited one after the other, a later one would reject unheard.
    const refusals = [
      me.checkout.quote({ lines: lines(), address: orToNyc }),
      me.checkout.initiate({
        lines: lines(),
        address: nyToSalem,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
      }),
      guest.checkout.quote({ lines: lines(), address: nyToSalem }),
      guest.checkout.initiate({
        lines: lines(),
        address: orToNyc,
        tier: 'Standard',
        idempotencyKey: attemptKey(),
        email: `guest-zip-${dialect}@test.shop`,
      }),
    ].map((refusal) =>
      refusal.then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    for (const refusal of refusals) {
      const error = await refusal;
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      expect(Object.keys(fieldErrorsOf(error))).toEqual(['address.postalCode']);
    }
    const account = await me.account.detail();
    const saved = await me.account
      .update({ id: account.id, name: account.name, email: account.email, state: 'OR', postalCode: '10001' })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(saved)).toEqual({ postalCode: [zipNotInState('OR')] });
    expect(await h.dataSource.getRepository(Order).countBy({ state: 'OR' })).toBe(0);
  });

  it('stores the tax on the order and its lines, charges it, refunds it in proportion and reports it', async () => {
    const me = h.caller(customer);
    const start = await me.checkout.initiate({
      lines: lines(),
      address: NYC,
      tier: 'Standard',
      idempotencyKey: attemptKey(),
    });
    const order = await h.dataSource.getRepository(Order).findOneByOrFail({ id: start.orderId });
    const itemsTax = taxOn(2 * PRICE, 88_750);
    const shippingTax = taxOn(order.shippingCents, 88_750);
    expect(order).toMatchObject({
      taxCents: itemsTax + shippingTax,
      shippingTaxCents: shippingTax,
      shippingTaxRatePpm: 88_750,
      taxJurisdiction: 'NY New York City',
      taxSource: 'table',
      totalCents: 2 * PRICE + order.shippingCents + itemsTax + shippingTax,
    });
    expect(start).toMatchObject({ taxCents: order.taxCents, totalCents: order.totalCents });
    const [line] = await h.dataSource.getRepository(OrderLine).findBy({ orderId: order.id });
    expect(line).toMatchObject({
      taxRatePpm: 88_750,
      taxJurisdiction: 'NY New York City',
      taxCents: itemsTax,
    });
    await me.checkout.complete({
      orderNumber: start.orderNumber,
      idempotencyKey: attemptKey(),
      testCard: testCard(CARDS.success),
    });
    // The confirmation mail has the tax as its own line (sent after the payment's transaction; polled for briefly).
    let mail: string | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      mail = (await h.deliveredMail()).find((m) => m.subject.includes(start.orderNumber))?.text;
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(mail).toContain(`Sales tax (NY New York City): ${formatUsd(order.taxCents)}\n`);
    const detail = await me.order.mineDetail({ number: start.orderNumber });
    expect(detail).toMatchObject({
      taxCents: order.taxCents,
      taxJurisdiction: 'NY New York City',
      taxSource: 'table',
    });
    expect(detail.payments[0]!.amountCents).toBe(order.totalCents);

    // Half of the payment back: half of the tax (half a cent up); then the rest returns the rest exactly.
    const half = Math.floor(order.totalCents / 2);
    await h.services.order.refund(detail.payments[0]!.id, half);
    await h.services.order.refund(detail.payments[0]!.id, order.totalCents - half);
    const refunds = await h.dataSource
      .getRepository(Refund)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' } });
    expect(refunds[0]!.taxCents).toBe(
      Math.floor((half * order.taxCents * 2 + order.totalCents) / (2 * order.totalCents)),
    );
    expect(refunds[0]!.taxCents + refunds[1]!.taxCents).toBe(order.taxCents);

    const report = await h.caller(admin).tax.report({});
    const ny = report.rows.find((r) => r.state === 'NY')!;
    expect(ny).toMatchObject({
      orders: 1,
      taxCents: order.taxCents,
      refundedTaxCents: order.taxCents,
      netTaxCents: 0,
    });
    const csv = await h.caller(admin).tax.reportCsv({});
    expect(csv.csv.split('\r\n')[0]).toBe(
      '"month","state","orders","sales","tax","refunded_tax","net_tax","delivery_fees","delivery_tax"',
    );
    expect(csv.filename).toMatch(/^sales-tax-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  });

  it('lets an ADMIN change a state and import overrides from CSV, all rows or none', async () => {
    const tax = h.caller(admin).tax;
    const settings = await tax.settings();
    expect(settings.states).toHaveLength(51);
    expect(settings.notice).toBe(TAX_MESSAGES.verifyRates);
    await tax.updateState({ state: 'NJ', rate: '6.625', collects: true, shippingTaxable: false });
    const quote = await h.caller(customer).checkout.quote({ lines: lines(), address: NEWARK });
    expect(quote.tax).toMatchObject({ collected: true, ratePpm: 66_250, shippingTaxable: false });
    expect(quote.options[0]!.taxCents).toBe(taxOn(2 * PRICE, 66_250));
    const refusedRate = await tax
      .updateState({ state: 'NJ', rate: '25', collects: true, shippingTaxable: false })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(refusedRate)).toEqual({ rate: [TAX_MESSAGES.rateInvalid] });

    const overrides = h.dataSource.getRepository(TaxOverride);
    const before = await overrides.count();
    const bad = await tax
      .importOverrides({
        csv: 'state,zip,county,rate\nNJ,07102,"Newark, city",9.625\nZZ,1234,x,abc\n',
        replace: true,
      })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(bad).csv).toEqual(['Row 3: "ZZ" is not a US state code.']);
    expect(await overrides.count()).toBe(before);
    expect(
      await tax.importOverrides({
        csv: '\uFEFFstate,zip,county,rate\r\nNJ,07102,"Newark, city",9.625\r\n',
        replace: false,
      }),
    ).toEqual({ imported: 1, removed: 0 });
    const newark = await h.caller(customer).checkout.quote({ lines: lines(), address: NEWARK });
    expect(newark.tax).toMatchObject({ ratePpm: 96_250, jurisdiction: 'NJ Newark, city' });
    expect(await overrides.count()).toBe(before + 1);
  });

  it('adds an override file by default; replacing deletes only the previewed overrides, once confirmed', async () => {
    const tax = h.caller(admin).tax;
    const overrides = h.dataSource.getRepository(TaxOverride);
    const before = await overrides.find();
    const nyc = before.filter((o) => o.state === 'NY');
    expect(nyc.length).toBeGreaterThan(0);
    const oneRow = 'state,zip,county,rate\nWY,82001,Cheyenne,6\n';
    // No choice made: the file adds to the table, New York City keeps its rate.
    expect(await tax.importOverrides({ csv: oneRow })).toEqual({ imported: 1, removed: 0 });
    expect(await overrides.count()).toBe(before.length + 1);
    const nycQuote = await h.caller(customer).checkout.quote({ lines: lines(), address: NYC });
    expect(nycQuote.tax.ratePpm).toBe(88_750);

    // Replacing: the preview names what goes, and the import refuses to delete anything without that list.
    const preview = await tax.previewOverrides({ csv: oneRow, replace: true });
    expect(preview).toMatchObject({ rows: 1, added: 0, changed: 0 });
    expect(preview.removed.map((o) => o.id).sort()).toEqual(before.map((o) => o.id).sort());
    expect(await tax.previewOverrides({ csv: oneRow })).toMatchObject({ rows: 1, removed: [] });
    const unconfirmed = await tax.importOverrides({ csv: oneRow, replace: true }).catch((e: unknown) => e);
    expect(fieldErrorsOf(unconfirmed)).toEqual({
      confirmRemoved: [TAX_MESSAGES.replaceUnconfirmed(before.length)],
    });
    const partly = preview.removed.slice(1).map((o) => o.id);
    await expect(
      tax.importOverrides({ csv: oneRow, replace: true, confirmRemoved: partly }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TAX_MESSAGES.replaceChanged,
    });
    expect(await overrides.count()).toBe(before.length + 1);

    const confirmRemoved = preview.removed.map((o) => o.id);
    expect(await tax.importOverrides({ csv: oneRow, replace: true, confirmRemoved })).toEqual({
      imported: 1,
      removed: before.length + 1,
    });
    expect((await overrides.find()).map((o) => `${o.state} ${o.zip}`)).toEqual(['WY 82001']);
    // Put the table back as it was for the tests after this one.
    await overrides.clear();
    await overrides.insert(
      before.map(({ state, zip, county, ratePpm }) => ({ state, zip, county, ratePpm })),
    );
  });

  it('keeps the settings and the report to ADMINs', async () => {
    const manager = h.caller(await h.loggedIn('manager'));
    await expect(manager.tax.settings()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(manager.tax.report({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(h.caller(customer).tax.settings()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      h.caller().tax.updateState({ state: 'NY', rate: '0', collects: false, shippingTaxable: false }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
