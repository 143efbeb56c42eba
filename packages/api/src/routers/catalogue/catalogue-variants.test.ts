import { Product, ProductVariant, testDialects } from '@shop/db';
import { CATALOGUE_COLUMNS, CATALOGUE_MESSAGES, type TCatalogueImport } from '@shop/domain';
import { catalogueCsvText } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

/** Variants in the catalogue CSV: exported after their product, updated by SKU, created from their options. */
describe.each(testDialects())('catalogue CSV variants on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  let productId: number;
  const staff = () => h.loggedIn('manager').then((http) => h.caller(http));
  const variantSku = async (title: string) => {
    const { variants } = await h.services.product.variants.variants(productId);
    return variants.find((v) => v.title === title)!.sku;
  };

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
    const product = await h.services.product.admin.create(
      productForm(c, 'Csv sofa', { sku: 'CSV-SOFA', priceCents: 50_000, stock: 0 }) as never,
    );
    productId = product.id;
    const options = await (
      await staff()
    ).product.saveOptions({
      id: productId,
      options: [
        { name: 'Size', kind: 'variant', values: [{ label: 'Small' }, { label: 'Large' }] },
        { name: 'Finish', kind: 'variant', values: [{ label: 'Oak', materialId: c.materialIds[0] }] },
      ],
    });
    expect(options.options).toHaveLength(2);
    await h.services.product.variants.generateVariants(productId);
  });
  afterAll(() => h?.close());

  async function applyAndWait(id: number): Promise<TCatalogueImport> {
    await h.services.catalogue.applyImport(id);
    for (;;) {
      const detail = await h.services.catalogue.importDetail(id);
      if (detail.status !== 'running') return detail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const exported = async () => {
    const records: string[][] = [];
    for await (const record of h.services.catalogue.exportRecords({ search: 'CSV-SOFA' }))
      records.push(record);
    return records.map((record) =>
      Object.fromEntries(CATALOGUE_COLUMNS.map((column, i) => [column, record[i]])),
    );
  };

  it('exports each variant after its product, naming the product and its options', async () => {
    const rows = await exported();
    expect(rows.map((row) => [row.sku, row.product_sku, row.options, row.name])).toEqual([
      ['CSV-SOFA', '', '', 'Csv sofa'],
      [await variantSku('Small / Oak'), 'CSV-SOFA', 'Size=Small|Finish=Oak', ''],
      [await variantSku('Large / Oak'), 'CSV-SOFA', 'Size=Large|Finish=Oak', ''],
    ]);
    expect(rows[0]).toMatchObject({ selling_mode: 'stock' });
    expect(rows[1]).toMatchObject({ price: '500.00', stock: '0', room_type: '', selling_mode: '' });
  });

  it('reports bad variant lines by line and column, and changes nothing', async () => {
    const small = await variantSku('Small / Oak');
    const report = await h.services.catalogue.upload(
      [
        'sku,product_sku,options,price,stock,name',
        `${small},CSV-SOFA,,450.00,3,`,
        'NEW-V1,NO-SUCH,Size=Small|Finish=Oak,1.00,1,',
        'NEW-V2,CSV-SOFA,,1.00,1,',
        'NEW-V3,CSV-SOFA,Size=Huge|Finish=Oak,1.00,1,',
        'NEW-V4,CSV-SOFA,Size=Large|Finish=Oak,1.00,1,',
        'NEW-V5,CSV-SOFA,Size Large,1.00,1,',
        'NEW-V6,CSV-SOFA,Size=Large|Finish=Oak,1.00,1,A name',
        `CSV-SOFA,CSV-SOFA,Size=Large|Finish=Oak,1.00,1,`,
      ].join('\n'),
      'bad.csv',
    );
    expect(report.status).toBe('invalid');
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'product_sku'],
      [4, 'options'],
      [5, 'options'],
      [6, 'options'],
      [7, 'options'],
      [8, 'name'],
      [9, 'sku'],
    ]);
    expect(report.errors[0]!.message).toBe(CATALOGUE_MESSAGES.unknownProduct('NO-SUCH'));
    expect(report.errors[1]!.message).toBe(CATALOGUE_MESSAGES.optionsNeeded);
    expect(report.errors[2]!.message).toBe(CATALOGUE_MESSAGES.unknownOptionValue('Size', 'Huge'));
    expect(report.errors[3]!.message).toBe(
      CATALOGUE_MESSAGES.combinationTaken(await variantSku('Large / Oak')),
    );
    expect(report.errors[4]!.message).toBe(CATALOGUE_MESSAGES.badOptions);
    expect(report.errors[5]!.message).toBe(CATALOGUE_MESSAGES.productColumnOnVariant);
    expect(report.errors[6]!.message).toBe(CATALOGUE_MESSAGES.skuOfProduct);
    const variants = await h.dataSource.getRepository(ProductVariant).findBy({ productId });
    expect(variants.map((v) => v.stock)).toEqual([0, 0]);
  });

  it('refuses a price, discount or stock on the row of a product sold by variants, in the dry run and when applied', async () => {
    const before = await h.dataSource.getRepository(Product).findOneByOrFail({ id: productId });
    const header = 'sku,name,room_type,price,discount_percent,stock';
    const row = (price: string, discount: number, stock: number) =>
      `CSV-SOFA,Csv sofa,sofas,${price},${discount},${stock}`;
    const report = await h.services.catalogue.upload(
      [header, row('999.00', 10, 7)].join('\n'),
      'summary.csv',
    );
    expect(report).toMatchObject({ status: 'invalid', errorCount: 3 });
    expect(report.errors).toEqual([
      { line: 2, field: 'price', message: CATALOGUE_MESSAGES.soldByVariants('price') },
      { line: 2, field: 'discount_percent', message: CATALOGUE_MESSAGES.soldByVariants('discount_percent') },
      { line: 2, field: 'stock', message: CATALOGUE_MESSAGES.soldByVariants('stock') },
    ]);
    // The values it has (the variants' summary) pass, as an exported file does; its other columns change.
    const same = row((before.priceCents / 100).toFixed(2), before.discountPercent, before.stock);
    const kept = await h.services.catalogue.upload(
      [header, same.replace('Csv sofa', 'Csv sofa renamed')].join('\n'),
      'same.csv',
    );
    expect(kept).toMatchObject({ status: 'validated', updates: 1, errorCount: 0 });
    expect(kept.changes).toEqual([{ line: 2, sku: 'CSV-SOFA', action: 'update', fields: ['name'] }]);
    // Applying checks the file again: the variants' prices changed meanwhile, so the row's price is now a change.
    const variantIds = (await h.services.product.variants.variants(productId)).variants.map((v) => v.id);
    const setPrice = (priceCents: number) =>
      h.services.product.variants.bulkSetVariants({ id: productId, variantIds, set: { priceCents } });
    await setPrice(before.priceCents + 100);
    const applied = await applyAndWait(kept.id);
    expect(applied).toMatchObject({ status: 'failed', errorCount: 1 });
    expect(applied.errors).toEqual([
      { line: 2, field: 'price', message: CATALOGUE_MESSAGES.soldByVariants('price') },
    ]);
    await setPrice(before.priceCents);
    const after = await h.dataSource.getRepository(Product).findOneByOrFail({ id: productId });
    expect([after.name, after.priceCents, after.stock]).toEqual([
      'Csv sofa',
      before.priceCents,
      before.stock,
    ]);
  });

  it('updates a variant by its SKU and makes a new one from its options; the product follows', async () => {
    const small = await variantSku('Small / Oak');
    const { options } = await h.services.product.variants.variants(productId);
    const saved = await (
      await staff()
    ).product.saveOptions({
      id: productId,
      options: [{ ...options[0]!, values: [...options[0]!.values, { label: 'Medium' }] }, options[1]!],
    });
    expect(saved.options[0]!.values.map((v) => v.label)).toEqual(['Small', 'Large', 'Medium']);
    const report = await h.services.catalogue.upload(
      [
        'sku,product_sku,options,price,stock,selling_mode',
        `${small},CSV-SOFA,,450.00,3,`,
        'csv-sofa-m,CSV-SOFA,size=medium|FINISH=oak,480.00,2,made-to-order',
      ].join('\n'),
      'variants.csv',
    );
    expect(report).toMatchObject({ status: 'validated', creates: 1, updates: 1, errorCount: 0 });
    expect(report.changes).toEqual([
      { line: 2, sku: small, action: 'update', fields: ['price', 'stock'] },
      {
        line: 3,
        sku: 'CSV-SOFA-M',
        action: 'create',
        fields: ['sku', 'product_sku', 'options', 'price', 'stock', 'selling_mode'],
      },
    ]);
    const done = await applyAndWait(report.id);
    expect(done).toMatchObject({ status: 'done', processed: 2 });
    const { variants } = await h.services.product.variants.variants(productId);
    expect(variants.map((v) => [v.title, v.sku, v.priceCents, v.stock])).toEqual([
      ['Small / Oak', small, 45_000, 3],
      ['Large / Oak', await variantSku('Large / Oak'), 50_000, 0],
      ['Medium / Oak', 'CSV-SOFA-M', 48_000, 2],
    ]);
    const modes = await h.dataSource
      .getRepository(ProductVariant)
      .find({ where: { productId }, order: { id: 'ASC' } });
    expect(modes.map((v) => v.sellingMode)).toEqual([null, null, 'made-to-order']);
    // The product's own columns summarise its variants: stock summed, the cheapest price.
    const product = await h.dataSource.getRepository(Product).findOneByOrFail({ id: productId });
    expect([product.stock, product.priceCents]).toEqual([5, 45_000]);

    // What is exported imports back with nothing to change.
    const records = (await exported()).map((row) => CATALOGUE_COLUMNS.map((column) => row[column]!));
    const again = await h.services.catalogue.upload(catalogueCsvText(records), 'export.csv');
    expect(again).toMatchObject({ status: 'validated', creates: 0, updates: 0, unchanged: 4, errorCount: 0 });

    // `product` puts a variant back to its product's mode; an unknown word names the choices.
    const reset = await h.services.catalogue.upload(
      ['sku,product_sku,selling_mode', 'CSV-SOFA-M,CSV-SOFA,Product', `${small},CSV-SOFA,sometimes`].join(
        '\n',
      ),
      'reset.csv',
    );
    expect(reset.errors).toEqual([
      { line: 3, field: 'selling_mode', message: CATALOGUE_MESSAGES.notAVariantSellingMode },
    ]);
    const fixed = await h.services.catalogue.upload(
      ['sku,product_sku,selling_mode', 'CSV-SOFA-M,CSV-SOFA,product'].join('\n'),
      'reset.csv',
    );
    expect(fixed.changes).toEqual([
      { line: 2, sku: 'CSV-SOFA-M', action: 'update', fields: ['selling_mode'] },
    ]);
    await applyAndWait(fixed.id);
    const medium = await h.dataSource.getRepository(ProductVariant).findOneByOrFail({ sku: 'CSV-SOFA-M' });
    expect(medium.sellingMode).toBeNull();
  });
});
