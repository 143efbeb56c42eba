import { openDatabase, testDialects } from '@shop/db';
import { ZProductForm } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

const CONCURRENT = 50;

const failuresOf = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error).message)] : []));

/**
 * Many staff saving products at once, as a busy back-office or an import script would: on MySQL, the writes of
 * a product's materials and images must not deadlock each other (38 of 50 creates once answered 500).
 */
describe.each(testDialects())('concurrent product writes on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  /** An app process with a pool as large as the writers are many, so every transaction runs at once. */
  let busy: Awaited<ReturnType<typeof openDatabase>>;
  let services: TServices;

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
    busy = await openDatabase({ ...h.database, poolSize: CONCURRENT }, { migrate: false });
    services = createServices({ dataSource: busy, dataDir: h.dataDir });
  });
  afterAll(async () => {
    await busy?.destroy();
    await h?.close();
  });

  /** The form as the procedure hands it to the service, defaults filled in. */
  const form = (name: string, variant: number) =>
    ZProductForm.parse(
      productForm(c, name, {
        materialIds:
          variant % 2 ? [c.materialIds[0]!, c.materialIds[1]!] : [c.materialIds[1]!, c.materialIds[2]!],
        images: [
          { image: `uploads/${variant}-front.jpg`, alt: `${name} from the front` },
          { image: `uploads/${variant}-side.jpg`, alt: `${name} from the side` },
        ],
      }),
    );

  const linkCounts = async (ids: number[]) => {
    const list = ids.join(', ');
    const [materials] = await busy.query(
      `SELECT COUNT(*) AS n FROM product_materials WHERE product_id IN (${list})`,
    );
    const [images] = await busy.query(
      `SELECT COUNT(*) AS n FROM product_images WHERE product_id IN (${list})`,
    );
    return [Number(materials.n), Number(images.n)];
  };

  it(`creates ${CONCURRENT} products at once, each with its materials and images`, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: CONCURRENT }, (_, i) => services.product.admin.create(form(`Race Chair ${i}`, i))),
    );
    expect(failuresOf(results)).toEqual([]);
    const ids = results.map((r) => (r as PromiseFulfilledResult<{ id: number }>).value.id);
    expect(await linkCounts(ids)).toEqual([CONCURRENT * 2, CONCURRENT * 2]);
  }, 60_000);

  it(`updates ${CONCURRENT} products at once, replacing their materials and images`, async () => {
    const created = [];
    for (let i = 0; i < CONCURRENT; i++)
      created.push(await services.product.admin.create(form(`Race Bed ${i}`, i)));
    const results = await Promise.allSettled(
      created.map(({ id }, i) => services.product.admin.update(id, form(`Race Bed ${i}`, i + 1))),
    );
    expect(failuresOf(results)).toEqual([]);
    expect(await linkCounts(created.map((p) => p.id))).toEqual([CONCURRENT * 2, CONCURRENT * 2]);
    const detail = await services.product.admin.detail(created[0]!.id);
    expect(detail.materials.map((m) => m.id)).toEqual([c.materialIds[0], c.materialIds[1]]);
    expect(detail.images.map((i) => i.image)).toEqual(['uploads/1-front.jpg', 'uploads/1-side.jpg']);
  }, 120_000);

  it('gives one SKU to one writer when products and a variant race for it; the others hear 422 on sku', async () => {
    const staff = h.caller(await h.loggedIn('manager'));
    const sofa = await staff.product.create(productForm(c, 'Race Sofa', { stock: 0 }));
    await staff.product.saveOptions({
      id: sofa.id,
      options: [{ name: 'Size', kind: 'variant', values: [{ label: 'Small' }, { label: 'Large' }] }],
    });
    const { variants } = await staff.product.generateVariants({ id: sofa.id });
    for (const round of [1, 2, 3]) {
      const sku = `RACE-SKU-${round}`;
      // The variant joins the race at a different place in each round.
      const at = round * 2;
      const results = await Promise.allSettled(
        Array.from({ length: 9 }, (_, i) =>
          i === at
            ? services.product.variants.updateVariant(sofa.id, {
                id: sofa.id,
                variantId: variants[0]!.id,
                sku,
              })
            : services.product.admin.create({ ...form(`Race Stool ${round}-${i}`, i), sku }),
        ),
      );
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      expect(results.length - refused.length, sku).toBe(1);
      for (const reason of refused)
        expect((reason as { fieldErrors?: unknown }).fieldErrors, String(reason)).toEqual({
          sku: [expect.stringMatching(/already used/)],
        });
      const [owners] = await busy.query(
        `SELECT (SELECT COUNT(*) FROM products WHERE sku = ?) + (SELECT COUNT(*) FROM product_variants WHERE sku = ?) AS n`,
        [sku, sku],
      );
      expect(Number(owners.n)).toBe(1);
    }
  }, 120_000);
});
