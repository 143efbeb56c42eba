import { Product, ProductVariant, testDialects } from '@shop/db';
import { FROM_VARIANTS_MESSAGES, VARIANT_MESSAGES } from '@shop/domain';
import type { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../errors.js';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: TRPCError) => e,
  );

describe.each(testDialects())('product options and variants on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  const staff = () => h.loggedIn('manager').then((http) => h.caller(http));

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
  });
  afterAll(() => h?.close());

  /** A sofa in two sizes and two wood finishes, with a fabric grade that only adds price and time. */
  const arrangeSofa = async (name: string) => {
    const manager = await staff();
    const product = await manager.product.create(productForm(c, name, { priceCents: 100_000, stock: 0 }));
    const saved = await manager.product.saveOptions({
      id: product.id,
      options: [
        { name: 'Size', kind: 'variant', values: [{ label: 'Two-seat' }, { label: 'Three-seat' }] },
        {
          name: 'Finish',
          kind: 'variant',
          values: [
            { label: 'Oak', materialId: c.materialIds[0] },
            { label: 'Walnut', materialId: c.materialIds[1] },
          ],
        },
        {
          name: 'Fabric',
          kind: 'surcharge',
          values: [
            { label: 'Grade A', materialId: c.materialIds[2] },
            { label: 'Grade C', surchargeCents: 30_000, surchargeLeadDays: 14 },
          ],
        },
      ],
    });
    return { manager, product, saved };
  };

  it('saves options with swatches and surcharges, generates one variant per combination, and again none', async () => {
    const { manager, product, saved } = await arrangeSofa('Harbor Sofa');
    expect(saved.options.map((o) => [o.name, o.kind, o.values.map((v) => v.label)])).toEqual([
      ['Size', 'variant', ['Two-seat', 'Three-seat']],
      ['Finish', 'variant', ['Oak', 'Walnut']],
      ['Fabric', 'surcharge', ['Grade A', 'Grade C']],
    ]);
    expect(saved.options[1]!.values[0]).toMatchObject({ materialId: c.materialIds[0] });
    expect(saved.variants).toEqual([]);
    const generated = await manager.product.generateVariants({ id: product.id });
    expect(generated.created).toBe(4);
    expect(generated.variants.map((v) => v.title)).toEqual([
      'Two-seat / Oak',
      'Two-seat / Walnut',
      'Three-seat / Oak',
      'Three-seat / Walnut',
    ]);
    const [first] = generated.variants;
    expect(first).toMatchObject({ priceCents: 100_000, stock: 0, availability: 'OutOfStock', active: true });
    expect(first!.sku).toMatch(/^FS-\d{6}-V\d+-\d+$/);
    expect((await manager.product.generateVariants({ id: product.id })).created).toBe(0);
    // Renaming a value keeps its variants; taking one away takes its variants with it.
    const options = saved.options.map((o) => ({
      id: o.id,
      name: o.name,
      kind: o.kind,
      values: o.values.map((v) => ({ ...v, label: v.label === 'Oak' ? 'Natural oak' : v.label })),
    }));
    const renamed = await manager.product.saveOptions({ id: product.id, options });
    expect(renamed.variants.map((v) => v.title)).toContain('Two-seat / Natural oak');
    options[0]!.values = options[0]!.values.slice(0, 1);
    const fewer = await manager.product.saveOptions({ id: product.id, options });
    expect(fewer.variants.map((v) => v.title)).toEqual(['Two-seat / Natural oak', 'Two-seat / Walnut']);
  });

  it('saves one variant by writing its row alone, checks SKUs across products and variants, bulk-sets', async () => {
    const { manager, product } = await arrangeSofa('Solent Sofa');
    const { variants } = await manager.product.generateVariants({ id: product.id });
    const rows = h.dataSource.getRepository(ProductVariant);
    const before = await rows.find({ where: { productId: product.id }, order: { id: 'ASC' } });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const saved = await manager.product.updateVariant({
      id: product.id,
      variantId: variants[1]!.id,
      sku: ' solent-2w ',
      priceCents: 120_000,
      stock: 3,
    });
    expect(saved).toMatchObject({ sku: 'SOLENT-2W', priceCents: 120_000, stock: 3, availability: 'InStock' });
    const after = await rows.find({ where: { productId: product.id }, order: { id: 'ASC' } });
    // The siblings were not rewritten: same updated_at to the second.
    expect(after.filter((row, i) => row.updatedAt.getTime() !== before[i]!.updatedAt.getTime())).toHaveLength(
      1,
    );
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(3);

    const taken = await errorOf(
      manager.product.updateVariant({ id: product.id, variantId: variants[2]!.id, sku: 'solent-2w' }),
    );
    expect(fieldErrorsOf(taken!)).toEqual({ sku: [VARIANT_MESSAGES.skuTaken] });
    const other = await manager.product.create(productForm(c, 'Other Sofa'));
    const ownSku = (await h.dataSource
      .getRepository(Product)
      .findOneByOrFail({ id: other.id })) as Product & {
      sku: string;
    };
    const productSku = await errorOf(
      manager.product.updateVariant({ id: product.id, variantId: variants[2]!.id, sku: ownSku.sku }),
    );
    expect(fieldErrorsOf(productSku!)).toEqual({ sku: [VARIANT_MESSAGES.skuTaken] });
    expect(
      await errorOf(manager.product.updateVariant({ id: other.id, variantId: variants[2]!.id, stock: 1 })),
    ).toMatchObject({ code: 'NOT_FOUND' });

    const bulk = await manager.product.bulkSetVariants({
      id: product.id,
      variantIds: [variants[0]!.id, variants[2]!.id],
      set: { stock: 5, discountPercent: 10 },
    });
    expect(bulk).toEqual({ updated: 2 });
    // The product's own columns summarise its variants: their stock summed, the cheapest one's price ("from").
    expect(await h.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).toMatchObject({
      stock: 13,
      priceCents: 100_000,
      discountPercent: 10,
      salePriceCents: 90_000,
    });
    // The product form cannot put them out of step: another price or stock is refused, not dropped.
    const outOfStep = await errorOf(
      manager.product.update({ ...productForm(c, 'Solent Sofa'), id: product.id, priceCents: 1, stock: 999 }),
    );
    expect(fieldErrorsOf(outOfStep!)).toMatchObject({
      priceCents: [FROM_VARIANTS_MESSAGES.priceCents],
      stock: [FROM_VARIANTS_MESSAGES.stock],
    });
    expect(await h.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).toMatchObject({
      stock: 13,
      salePriceCents: 90_000,
    });
    expect(
      await errorOf(
        manager.product.bulkSetVariants({ id: other.id, variantIds: [variants[0]!.id], set: { stock: 1 } }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });

    const anonymous = h.caller();
    expect(await anonymous.product.bySku({ sku: 'Solent-2W' })).toEqual({
      productId: product.id,
      slug: product.slug,
      variantId: variants[1]!.id,
      sku: 'SOLENT-2W',
      active: true,
    });
    expect(await errorOf(anonymous.product.bySku({ sku: 'NO-SUCH-SKU' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await errorOf(anonymous.product.variants({ id: product.id }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });

    // The product page carries the options and the active variants for the picker.
    await manager.product.updateVariant({ id: product.id, variantId: variants[3]!.id, active: false });
    const page = await anonymous.product.withAll({ slug: product.slug });
    // The page shows the product's own SKU, and each variant's for the chosen one.
    expect(page.sku).toBe(product.sku);
    expect(page.options).toHaveLength(3);
    expect(page.variants.map((v) => v.id)).toEqual([variants[0]!.id, variants[1]!.id, variants[2]!.id]);
    expect(page.variants[0]).toMatchObject({ discountedCents: 90_000, availability: 'InStock' });
    // Its cards say "from" the cheapest variant's price, and the cart reads its variants and surcharges.
    const [card] = await anonymous.product.byIds({ ids: [product.id] });
    expect(card).toMatchObject({ fromPrice: true, discountedCents: 90_000 });
    expect(card!.variants!.map((v) => v.id)).toEqual(variants.map((v) => v.id));
    expect(card!.surcharges!.map((s) => [s.label, s.surchargeCents])).toEqual([
      ['Grade A', 0],
      ['Grade C', 30_000],
    ]);

    await manager.product.deleteVariant({ id: product.id, variantId: variants[0]!.id });
    expect(await rows.countBy({ productId: product.id })).toBe(3);
    expect((await h.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock).toBe(8);
  });

  it('finds a product by a material it offers as an option value, and the room type page offers that filter', async () => {
    const { product } = await arrangeSofa('Linen Option Sofa');
    const anonymous = h.caller();
    const linen = c.materialIds[2];
    const listed = await anonymous.product.customerList({
      roomTypeId: c.roomTypeIds[0],
      materialIds: [linen],
    });
    expect(listed.data.map((p) => p.id)).toContain(product.id);
    const page = await anonymous.product.roomTypePage({ roomSlug: 'living', roomTypeSlug: 'sofas' });
    expect(page.materials.find((m) => m.id === linen)?.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses values of another product, unknown materials and more than three options (422 per field)', async () => {
    const { manager, product, saved } = await arrangeSofa('Refusing Sofa');
    const other = await arrangeSofa('Foreign Sofa');
    const foreign = await errorOf(
      manager.product.saveOptions({
        id: product.id,
        options: [
          {
            id: saved.options[0]!.id,
            name: 'Size',
            kind: 'variant',
            values: [
              { id: other.saved.options[0]!.values[0]!.id, label: 'Stolen' },
              { label: 'Fine', materialId: 999_999 },
            ],
          },
        ],
      }),
    );
    expect(fieldErrorsOf(foreign!)).toEqual({
      'options.0.values.0.id': [VARIANT_MESSAGES.unknownValue],
      'options.0.values.1.materialId': [VARIANT_MESSAGES.unknownMaterial],
    });
    const many = await errorOf(
      manager.product.saveOptions({
        id: product.id,
        options: ['A', 'B', 'C', 'D'].map((name) => ({ name, kind: 'variant', values: [{ label: 'x' }] })),
      }),
    );
    expect(fieldErrorsOf(many!)).toEqual({ options: [VARIANT_MESSAGES.tooManyOptions] });
    expect(await errorOf(manager.product.saveOptions({ id: 999_999, options: [] }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('never answers 200 while ignoring a price, discount or stock that its variants decide', async () => {
    const { manager, product } = await arrangeSofa('Marlow Sofa');
    const { variants } = await manager.product.generateVariants({ id: product.id });
    await manager.product.updateVariant({ id: product.id, variantId: variants[0]!.id, stock: 2 });
    const detail = await manager.product.detail({ id: product.id });
    const form = { ...productForm(c, 'Marlow Sofa'), slug: detail.slug, id: product.id };
    // A different value on the product itself would be overwritten by the variants' summary: refused by field.
    const changed = await errorOf(
      manager.product.update({ ...form, priceCents: 90_000, discountPercent: 5, stock: detail.stock }),
    );
    expect(fieldErrorsOf(changed!)).toEqual({
      priceCents: [FROM_VARIANTS_MESSAGES.priceCents],
      discountPercent: [FROM_VARIANTS_MESSAGES.discountPercent],
    });
    // Sent as they are, or left out, the rest of the form is saved.
    const { priceCents, discountPercent, stock } = detail;
    expect(
      await manager.product.update({ ...form, name: 'Marlow Sofa II', priceCents, discountPercent, stock }),
    ).toMatchObject({ name: 'Marlow Sofa II', priceCents: 100_000, stock: 2 });
    const { priceCents: _p, discountPercent: _d, stock: _s, ...rest } = form;
    expect(await manager.product.update({ ...rest, name: 'Marlow Sofa' })).toMatchObject({ stock: 2 });

    // Bulk edit sets price, discount and stock on each variant of such a product, and says which it did so for.
    const plain = await manager.product.create(productForm(c, 'Plain Stool', { priceCents: 5_000 }));
    const result = await manager.product.bulkUpdate({
      ids: [plain.id, product.id],
      set: { discountPercent: 5, stock: 1 },
    });
    expect(result).toEqual({
      updated: 2,
      throughVariants: [{ id: product.id, name: 'Marlow Sofa', variants: 4 }],
    });
    const rows = await h.dataSource.getRepository(ProductVariant).findBy({ productId: product.id });
    expect(rows.map((row) => [row.discountPercent, row.stock])).toEqual(rows.map(() => [5, 1]));
    expect(await manager.product.detail({ id: product.id })).toMatchObject({ discountPercent: 5, stock: 4 });
    expect(await manager.product.detail({ id: plain.id })).toMatchObject({ discountPercent: 5, stock: 1 });
  });

  it("derives generated SKUs from the product's SKU, and the first variants keep the product's stock", async () => {
    const manager = await staff();
    const product = await manager.product.create(
      productForm(c, 'Rowan Sofa', { sku: 'rowan-3s', priceCents: 90_000, stock: 7 }),
    );
    await manager.product.saveOptions({
      id: product.id,
      options: [{ name: 'Cover', kind: 'variant', values: [{ label: 'Linen' }, { label: 'Leather' }] }],
    });
    const { variants } = await manager.product.generateVariants({ id: product.id });
    for (const variant of variants) expect(variant.sku).toMatch(/^ROWAN-3S-V\d+$/);
    expect(variants.map((v) => v.stock)).toEqual([7, 0]);
    expect(await manager.product.detail({ id: product.id })).toMatchObject({ stock: 7 });
    // A blank SKU on a variant is the generated one again.
    const blank = await manager.product.updateVariant({
      id: product.id,
      variantId: variants[1]!.id,
      sku: '',
    });
    expect(blank.sku).toBe(variants[1]!.sku);
  });
});
