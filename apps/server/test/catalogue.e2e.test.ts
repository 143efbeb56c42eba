import { uniqueSuffix } from '@shop/db/seed';
import { CATALOGUE_COLUMNS, CATALOGUE_MESSAGES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

/**
 * Catalogue CSV over HTTP as a legacy client sees it: the streamed export with the list's filters, the upload with
 * its dry run (text/csv or multipart), applying it and polling its progress, and who may call each.
 */
describe.each(sharedServers())('REST catalogue CSV on $dialect', (server) => {
  const manager = server.as('manager');

  it('keeps every catalogue call to staff: 401 anonymous and customer, and the header on the upload', async () => {
    const anonymous = server.client();
    const customer = server.as('customer');
    for (const c of [anonymous, customer]) {
      expect((await c.get('/api/catalogue/export.csv')).status).toBe(401);
      expect(
        (
          await c.post('/api/catalogue/import', undefined, {
            body: 'sku\n',
            headers: { 'Content-Type': 'text/csv' },
          })
        ).status,
      ).toBe(401);
      expect((await c.get('/api/catalogue/import/detail/1')).status).toBe(401);
      expect((await c.post('/api/catalogue/import/apply/1')).status).toBe(401);
    }
    const noHeader = await manager.post('/api/catalogue/import', undefined, {
      body: 'sku\n',
      headers: { 'Content-Type': 'text/csv' },
      xhr: false,
    });
    expect(noHeader.status).toBe(403);
    expect((await manager.get('/api/catalogue/import/detail/99999999')).status).toBe(404);
  });

  it('exports the filtered products as CSV, takes the edited file back, dry-runs, applies and reports progress', async () => {
    const tag = uniqueSuffix();
    const product = (await server.seed.product({ name: `Csv lamp ${tag}`, stock: 3, priceCents: 4_500 })) as {
      id: number;
      sku: string;
    };
    const exported = await manager.get(`/api/catalogue/export.csv?search=${encodeURIComponent(product.sku)}`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = String(exported.data)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(CATALOGUE_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${product.sku},,,Csv lamp ${tag},`);
    expect(lines[1]).toContain(',45.00,');

    // The same row with more stock, and a new product in the same room type, sent as a form's file.
    const cells = lines[1]!.split(',');
    const stock = CATALOGUE_COLUMNS.indexOf('stock');
    const sku = CATALOGUE_COLUMNS.indexOf('sku');
    const name = CATALOGUE_COLUMNS.indexOf('name');
    const slug = CATALOGUE_COLUMNS.indexOf('slug');
    const updated = cells.map((cell, i) => (i === stock ? '7' : cell));
    const created = cells.map((cell, i) =>
      i === sku ? `NEW-${tag}` : i === name ? `Csv shade ${tag}` : i === slug ? '' : i === stock ? '1' : cell,
    );
    const form = new FormData();
    form.set(
      'file',
      new Blob([[lines[0], updated.join(','), created.join(',')].join('\n')], { type: 'text/csv' }),
      'edit.csv',
    );
    const dryRun = await manager.post('/api/catalogue/import', undefined, { body: form });
    expect(dryRun.status).toBe(200);
    expect(dryRun.data).toMatchObject({
      status: 'validated',
      filename: 'edit.csv',
      rows: 2,
      creates: 1,
      updates: 1,
      unchanged: 0,
    });
    expect(dryRun.data.changes).toContainEqual({
      line: 2,
      sku: product.sku,
      action: 'update',
      fields: ['stock'],
    });

    const applied = await manager.post(`/api/catalogue/import/apply/${dryRun.data.id}`);
    expect(applied.status).toBe(200);
    let detail = applied.data as { status: string; processed: number };
    for (let i = 0; detail.status === 'running' && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      detail = (await manager.get(`/api/catalogue/import/detail/${dryRun.data.id}`)).data;
    }
    expect(detail).toMatchObject({ status: 'done', processed: 2 });
    const again = await manager.post(`/api/catalogue/import/apply/${dryRun.data.id}`);
    expect([again.status, again.data.message]).toEqual([409, CATALOGUE_MESSAGES.notReady]);
    const after = await manager.get(`/api/product/detail/${product.id}`);
    expect(after.data.stock).toBe(7);
  });

  it('answers a bad file with its errors by line (text/csv body), and a request without a file with 422', async () => {
    const bad = await manager.post('/api/catalogue/import?filename=bad.csv', undefined, {
      body: 'sku,name,room_type,price,stock\nX-1,Chair,no-such-type,1,1\nX-1,Chair,no-such-type,1,1\nX-2,Chair,no-such-type,1,x\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(bad.status).toBe(200);
    expect(bad.data).toMatchObject({ status: 'invalid', filename: 'bad.csv', errorCount: 4 });
    expect(bad.data.errors).toEqual([
      { line: 2, field: 'room_type', message: CATALOGUE_MESSAGES.unknownRoomType('no-such-type') },
      { line: 3, field: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(2) },
      // Every error of a line at once: its format and its references.
      { line: 4, field: 'stock', message: 'Enter a whole number.' },
      { line: 4, field: 'room_type', message: CATALOGUE_MESSAGES.unknownRoomType('no-such-type') },
    ]);
    const header = await manager.post('/api/catalogue/import', undefined, {
      body: 'sku,colour\n',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(header.data.errors[0]).toEqual({
      line: 1,
      field: 'colour',
      message: CATALOGUE_MESSAGES.unknownColumn('colour'),
    });
    const none = await manager.post('/api/catalogue/import', { csv: 'sku' });
    expect([none.status, Object.keys(none.data.errors)]).toEqual([422, ['file']]);
  });
});
