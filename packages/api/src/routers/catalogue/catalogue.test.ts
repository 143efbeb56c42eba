import { Product, testDialects } from '@shop/db';
import { CATALOGUE_COLUMNS, CATALOGUE_MESSAGES, type TCatalogueImport } from '@shop/domain';
import { catalogueCsvText } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IRequestHttp } from '../../context.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

const HEADER = 'sku,name,room_type,price,stock,materials,discount_percent';

/** Catalogue CSV through the service and procedures: dry run, apply in batches, export, and 10 000 rows. */
describe.each(testDialects())('catalogue CSV on %s', (dialect) => {
  let h: IHarness;
  let manager: IRequestHttp;
  let catalogue: ICatalogue;

  beforeAll(async () => {
    h = await createHarness(dialect);
    manager = await h.loggedIn('manager');
    catalogue = await arrangeCatalogue(h);
    await h.services.product.admin.create(
      productForm(catalogue, 'Old sofa', {
        sku: 'OLD-1',
        priceCents: 50_000,
        stock: 2,
        materialIds: [catalogue.materialIds[0]],
      }) as never,
    );
    await h.services.product.admin.create(
      productForm(catalogue, 'Same bed', {
        sku: 'SAME-1',
        roomTypeId: catalogue.roomTypeIds[1],
        priceCents: 1_000,
        stock: 1,
      }) as never,
    );
  });
  afterAll(() => h?.close());

  /** Applies an upload and waits for its background run to finish. */
  async function applyAndWait(id: number): Promise<TCatalogueImport> {
    const started = await h.caller(manager).catalogue.applyImport({ id });
    expect(['running', 'done']).toContain(started.status);
    for (;;) {
      const detail = await h.caller(manager).catalogue.importDetail({ id });
      if (detail.status !== 'running') return detail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('reports each bad line (unknown room type, duplicate SKU, bad number, unknown material), every error of a line at once, and changes nothing', async () => {
    const before = await h.dataSource.getRepository(Product).count();
    const report = await h.services.catalogue.upload(
      [
        HEADER,
        'NEW-1,Good chair,sofas,10.00,1,,',
        'NEW-2,Lost chair,garage,10.00,1,,',
        'NEW-1,Twin chair,sofas,10.00,1,,',
        'NEW-3,Cheap chair,sofas,ten,1,,',
        'NEW-4,Odd chair,Beds,1,1,Oak|Marble,5',
        // A bad price and an unknown room type on one line: both reported at once.
        'NEW-5,Lost cheap chair,garage,ten,1,,',
      ].join('\n'),
      'bad.csv',
    );
    expect(report).toMatchObject({ status: 'invalid', rows: 6, errorCount: 6 });
    expect(report.errors).toEqual([
      { line: 3, field: 'room_type', message: CATALOGUE_MESSAGES.unknownRoomType('garage') },
      { line: 4, field: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(2) },
      { line: 5, field: 'price', message: 'Enter the price, such as 249.99.' },
      { line: 6, field: 'materials', message: CATALOGUE_MESSAGES.unknownMaterial('Marble') },
      { line: 7, field: 'price', message: 'Enter the price, such as 249.99.' },
      { line: 7, field: 'room_type', message: CATALOGUE_MESSAGES.unknownRoomType('garage') },
    ]);
    await expect(h.caller(manager).catalogue.applyImport({ id: report.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect(await h.dataSource.getRepository(Product).count()).toBe(before);
    await expect(h.caller(manager).catalogue.importDetail({ id: 999_999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('plans creates, updates and unchanged rows by SKU, then applies them; an applied upload cannot run twice', async () => {
    const text = [
      HEADER,
      'new-10,Arm chair,sofas,"1,299.50",4,Oak|linen,10',
      'OLD-1,Old sofa,sofas,600,2,Oak,0',
      'SAME-1,Same bed,beds,10.00,1,,0',
    ].join('\r\n');
    const report = await h.services.catalogue.upload(text, 'good.csv');
    expect(report).toMatchObject({
      status: 'validated',
      rows: 3,
      creates: 1,
      updates: 1,
      unchanged: 1,
      errorCount: 0,
    });
    expect(report.changes).toEqual([
      {
        line: 2,
        sku: 'NEW-10',
        action: 'create',
        fields: ['sku', 'name', 'room_type', 'price', 'stock', 'materials', 'discount_percent'],
      },
      { line: 3, sku: 'OLD-1', action: 'update', fields: ['price'] },
    ]);
    // The dry run wrote nothing.
    expect(await h.dataSource.getRepository(Product).findOneBy({ sku: 'NEW-10' })).toBeNull();

    const done = await applyAndWait(report.id);
    expect(done).toMatchObject({ status: 'done', processed: 2, creates: 1, updates: 1 });
    const created = await h.dataSource
      .getRepository(Product)
      .findOneOrFail({ where: { sku: 'NEW-10' }, relations: { materials: true } });
    expect(created).toMatchObject({
      name: 'Arm chair',
      priceCents: 129_950,
      stock: 4,
      discountPercent: 10,
      roomTypeId: catalogue.roomTypeIds[0],
    });
    expect(created.slug).toBe('arm-chair-new-10');
    expect(created.materials!.map((m) => m.name).sort()).toEqual(['Linen', 'Oak']);
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ sku: 'OLD-1' })).priceCents).toBe(
      60_000,
    );
    // The storefront's search index saw the new product.
    expect(
      (
        await h.services.product.admin.getList({ search: 'arm chair', page: 1, sort: 'newest' } as never)
      ).data.map((p) => p.sku),
    ).toContain('NEW-10');

    await expect(h.caller(manager).catalogue.applyImport({ id: report.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('exports what it imports, with the list filters, and the export imports back unchanged', async () => {
    const records: string[][] = [];
    for await (const record of h.services.catalogue.exportRecords({ roomTypeId: catalogue.roomTypeIds[0] }))
      records.push(record);
    const bySku = new Map(
      records.map((r) => [r[0], Object.fromEntries(CATALOGUE_COLUMNS.map((c, i) => [c, r[i]]))]),
    );
    expect([...bySku.keys()].sort()).toEqual(['NEW-10', 'OLD-1']);
    expect(bySku.get('NEW-10')).toMatchObject({
      room_type: 'sofas',
      price: '1299.50',
      materials: 'Linen|Oak',
      active: 'true',
    });

    const csv = catalogueCsvText(records);
    const again = await h.services.catalogue.upload(csv, 'export.csv');
    expect(again).toMatchObject({ status: 'validated', creates: 0, updates: 0, unchanged: 2 });
  });

  it('sets whether the crew assembles a product and how long, keeps both when a file leaves them out, refuses them on a variant', async () => {
    const assembly = await h.services.catalogue.upload(
      [
        'sku,name,room_type,price,stock,needs_assembly,assembly_minutes',
        'FLAT-1,Flat desk,sofas,300.00,4,yes,45',
      ].join('\n'),
      'assembly.csv',
    );
    expect(assembly).toMatchObject({ status: 'validated', creates: 1 });
    await applyAndWait(assembly.id);
    const repo = h.dataSource.getRepository(Product);
    expect(await repo.findOneByOrFail({ sku: 'FLAT-1' })).toMatchObject({
      needsAssembly: true,
      assemblyMinutes: 45,
    });
    // A later file about its price alone leaves its assembly as it was.
    const priceOnly = await h.services.catalogue.upload(
      `${HEADER}\nFLAT-1,Flat desk,sofas,310.00,4,,`,
      'price.csv',
    );
    await applyAndWait(priceOnly.id);
    expect(await repo.findOneByOrFail({ sku: 'FLAT-1' })).toMatchObject({
      priceCents: 31_000,
      needsAssembly: true,
      assemblyMinutes: 45,
    });
    const records: string[][] = [];
    for await (const record of h.services.catalogue.exportRecords({})) records.push(record);
    const row = records.find((r) => r[0] === 'FLAT-1')!;
    const cell = (column: (typeof CATALOGUE_COLUMNS)[number]) => row[CATALOGUE_COLUMNS.indexOf(column)];
    expect([cell('needs_assembly'), cell('assembly_minutes')]).toEqual(['true', '45']);
    const onVariant = await h.services.catalogue.upload(
      ['sku,product_sku,options,needs_assembly', 'FLAT-1-OAK,FLAT-1,Finish=Oak,yes'].join('\n'),
      'variant.csv',
    );
    expect(onVariant.errors).toContainEqual(
      expect.objectContaining({
        field: 'needs_assembly',
        message: CATALOGUE_MESSAGES.productColumnOnVariant,
      }),
    );
  });

  // Speed belongs to the benchmark, not to a timed test: 2 000 rows are four batches, enough to show batch after
  // batch written and counted.
  it('dry-runs and applies 2 000 rows in batches', async () => {
    const rows = [HEADER];
    for (let i = 0; i < 2_000; i++)
      rows.push(
        `BULK-${i},Bulk item ${i},${i % 2 ? 'sofas' : 'beds'},${(i % 500) + 1}.99,${i % 40},${i % 3 ? 'Oak' : ''},${i % 20}`,
      );
    // One in twenty exists already: they are updates.
    const existing = rows.slice(1, 101).join('\n');
    const seeded = await h.services.catalogue.upload(
      `${HEADER}\n${existing.replaceAll('.99,', '.49,')}`,
      'seed.csv',
    );
    expect((await applyAndWait(seeded.id)).status).toBe('done');

    const started = performance.now();
    const report = await h.services.catalogue.upload(rows.join('\n'), 'bulk.csv');
    const dryRunMs = performance.now() - started;
    expect(report).toMatchObject({ status: 'validated', rows: 2_000, creates: 1_900, updates: 100 });
    const done = await applyAndWait(report.id);
    const totalMs = performance.now() - started;
    expect(done).toMatchObject({ status: 'done', processed: 2_000 });
    expect(await h.dataSource.getRepository(Product).count({ where: { name: 'Bulk item 1999' } })).toBe(1);
    console.log(
      `catalogue import on ${dialect}: 2 000 rows dry run ${Math.round(dryRunMs)} ms, dry run + apply ${Math.round(totalMs)} ms`,
    );
  }, 120_000);
});
