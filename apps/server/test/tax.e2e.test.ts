import { uniqueSuffix } from '@shop/db/seed';
import { TAX_MESSAGES } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

const address = (state: string, postalCode: string) => ({
  name: 'Tax Shopper',
  phone: '212-555-0100',
  addressLine1: '1 Contract Way',
  city: 'Somewhere',
  state,
  postalCode,
});

/** Sales tax over REST: the quote's tax line, and the ADMIN-only settings and report under /api/tax/*. */
describe.each(sharedServers())('REST sales tax on $dialect', (server) => {
  const customer = server.as('customer');
  let productId: number;

  beforeAll(async () => {
    productId = (
      await server.seed.product({
        name: `Tax lamp ${uniqueSuffix()}`,
        stock: 50,
        priceCents: 10_000,
        discountPercent: 0,
      })
    ).id;
  });

  const quote = async (state: string, zip: string) => {
    const res = await customer.post('/api/fedex/prepare', {
      lines: [{ productId, quantity: 1 }],
      address: address(state, zip),
    });
    expect(res.status).toBe(200);
    return res.data as {
      subtotalCents: number;
      tax: { collected: boolean; ratePpm: number; rate: string; message: string };
      options: { priceCents: number; taxCents: number; totalCents: number }[];
    };
  };

  it('quotes tax for a New York ZIP and none, said plainly, where the shop does not collect', async () => {
    const ny = await quote('NY', '10001');
    expect(ny.tax).toMatchObject({ collected: true, ratePpm: 88_750, rate: '8.875%', message: '' });
    // $100 x 8.875% = $8.875 -> $8.88 (half up), plus the shipping line's own tax.
    for (const o of ny.options) {
      expect(o.taxCents).toBe(888 + Math.floor((o.priceCents * 88_750 + 500_000) / 1_000_000));
      expect(o.totalCents).toBe(10_000 + o.priceCents + o.taxCents);
    }
    const tx = await quote('TX', '73301');
    expect(tx.tax).toMatchObject({
      collected: false,
      ratePpm: 0,
      message: TAX_MESSAGES.notCollectedIn('Texas'),
    });
    expect(tx.options.every((o) => o.taxCents === 0)).toBe(true);
  });

  it('keeps the tax settings and report to ADMINs: 401 anonymous and customer, 403 manager', async () => {
    const calls = [
      { method: 'GET', path: '/api/tax/settings' },
      // The starting values again: the shared servers' other suites see no change.
      {
        method: 'POST',
        path: '/api/tax/state/update',
        body: { state: 'NY', rate: '4', collects: true, shippingTaxable: true },
      },
      {
        method: 'POST',
        path: '/api/tax/override/import',
        body: { csv: 'state,zip,county,rate\nWY,82009,"Cheyenne, test",6\n', replace: false },
      },
      { method: 'GET', path: '/api/tax/report?from=2026-01&to=2026-12' },
      { method: 'GET', path: '/api/tax/report/csv' },
    ] as const;
    const clients = [server.client(), customer, server.as('manager'), server.as('admin')];
    for (const call of calls) {
      const statuses = [];
      for (const c of clients)
        statuses.push(
          (call.method === 'GET' ? await c.get(call.path) : await c.post(call.path, call.body)).status,
        );
      expect(statuses, `${call.method} ${call.path}`).toEqual([401, 401, 403, 200]);
    }
  });

  it('answers the settings, refuses a bad rate and a bad CSV with 422, and exports the report as CSV', async () => {
    const admin = server.as('admin');
    const settings = (await admin.get('/api/tax/settings')).data;
    expect(settings.notice).toBe(TAX_MESSAGES.verifyRates);
    expect(settings.states.find((s: { state: string }) => s.state === 'NY')).toMatchObject({
      rate: '4%',
      collects: true,
    });
    const bad = await admin.post('/api/tax/state/update', {
      state: 'NY',
      rate: 'four',
      collects: true,
      shippingTaxable: true,
    });
    expect([bad.status, bad.data.errors]).toEqual([422, { rate: [TAX_MESSAGES.rateInvalid] }]);
    const badCsv = await admin.post('/api/tax/override/import', {
      csv: 'state;zip;rate\nNY;10001;9',
      replace: false,
    });
    expect([badCsv.status, badCsv.data.errors]).toEqual([422, { csv: [TAX_MESSAGES.csvHeader] }]);
    // Replacing deletes overrides: refused without the preview's list (422), and with a stale one (409).
    const file = 'state,zip,county,rate\nWY,82009,"Cheyenne, test",6\n';
    const unconfirmed = await admin.post('/api/tax/override/import', { csv: file, replace: true });
    expect([unconfirmed.status, Object.keys(unconfirmed.data.errors)]).toEqual([422, ['confirmRemoved']]);
    const preview = await admin.post('/api/tax/override/preview', { csv: file, replace: true });
    expect(preview.status).toBe(200);
    expect(preview.data.removed.length).toBeGreaterThanOrEqual(11);
    const stale = await admin.post('/api/tax/override/import', {
      csv: file,
      replace: true,
      confirmRemoved: preview.data.removed.slice(1).map((o: { id: number }) => o.id),
    });
    expect([stale.status, stale.data.message]).toEqual([409, TAX_MESSAGES.replaceChanged]);
    const csv = await admin.get('/api/tax/report/csv?from=2026-01&to=2026-12');
    expect(csv.data.filename).toBe('sales-tax-2026-01-to-2026-12.csv');
    expect(csv.data.csv.split('\r\n')[0]).toBe(
      '"month","state","orders","sales","tax","refunded_tax","net_tax","delivery_fees","delivery_tax"',
    );
  });
});
