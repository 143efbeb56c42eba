import { openDatabase, testDialects } from '@shop/db';
import { CATALOGUE_MESSAGES, SKU_MESSAGES, ZProductForm, type TCatalogueImport } from '@shop/domain';
import { createServices, type TServices } from '@shop/services';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type IHarness } from '../../test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from '../../test/product-fixtures.js';

/** Staff saving products while an import is applied: the pool as large as the writers, so all run at once. */
const POOL = 20;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A catalogue import claims its new SKUs under the same rule as a product or variant save (products' and
 * variants' SKUs are one space): racing staff for one SKU, exactly one of them holds it, a losing save hears 422
 * on `sku` and a losing import fails naming the line and its `sku` column, never an unexplained failure.
 */
describe.each(testDialects())('catalogue import racing product saves on %s', (dialect) => {
  let h: IHarness;
  let c: ICatalogue;
  let busy: Awaited<ReturnType<typeof openDatabase>>;
  let services: TServices;
  let sofa: number;
  let variantIds: number[];

  beforeAll(async () => {
    h = await createHarness(dialect);
    c = await arrangeCatalogue(h);
    busy = await openDatabase({ ...h.database, poolSize: POOL }, { migrate: false });
    services = createServices({ dataSource: busy, dataDir: h.dataDir });
    const staff = h.caller(await h.loggedIn('manager'));
    sofa = (await staff.product.create(productForm(c, 'Import Race Sofa', { sku: 'IMPORT-SOFA', stock: 0 })))
      .id;
    await staff.product.saveOptions({
      id: sofa,
      options: [
        {
          name: 'Size',
          kind: 'variant',
          values: Array.from({ length: 13 }, (_, i) => ({ label: `S${i + 1}` })),
        },
      ],
    });
    variantIds = (await staff.product.generateVariants({ id: sofa })).variants.map((v) => v.id);
    // Only the first stays: the others' combinations are free for the import's new variants.
    for (const id of variantIds.slice(1)) await staff.product.deleteVariant({ id: sofa, variantId: id });
  }, 120_000);
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await busy?.destroy();
    await h?.close();
  });

  const form = (name: string) => ZProductForm.parse(productForm(c, name));

  async function settled(id: number): Promise<TCatalogueImport> {
    for (;;) {
      const detail = await services.catalogue.importDetail(id);
      if (detail.status !== 'running') return detail;
      await pause(10);
    }
  }

  const holders = async (sku: string) => {
    const [row] = await busy.query(
      'SELECT (SELECT COUNT(*) FROM products WHERE sku = ?) + (SELECT COUNT(*) FROM product_variants WHERE sku = ?) AS n',
      [sku, sku],
    );
    return Number(row.n);
  };

  /**
   * One import against product creates and one variant's rename, for one SKU; `offset` ms later for the saves
   * (negative: the import later), so that the rounds meet at different steps of the import.
   */
  const race = async (sku: string, csv: string, offset: number) => {
    const upload = await services.catalogue.upload(csv, `${sku}.csv`);
    expect(upload, JSON.stringify(upload.errors)).toMatchObject({ status: 'validated', creates: 1 });
    const imported = pause(Math.max(0, -offset)).then(async () => {
      await services.catalogue.applyImport(upload.id);
      return settled(upload.id);
    });
    const saves = pause(Math.max(0, offset)).then(() =>
      Promise.allSettled([
        ...Array.from({ length: 5 }, (_, i) =>
          services.product.admin.create({ ...form(`Racer ${sku} ${i}`), sku }),
        ),
        services.product.variants.updateVariant(sofa, { id: sofa, variantId: variantIds[0]!, sku }),
      ]),
    );
    const [report, results] = await Promise.all([imported, saves]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    for (const reason of refused)
      expect((reason as { fieldErrors?: unknown }).fieldErrors, String(reason)).toEqual({
        sku: [expect.stringMatching(/already used/)],
      });
    expect(await holders(sku)).toBe(1);
    const context = JSON.stringify(report);
    // The import created the SKU (every save refused), or found it taken (one save holds it): then it updated that
    // product, or failed naming the line's column, never on an unexplained error.
    if (report.status === 'done' && report.creates === 1) expect(refused, context).toHaveLength(6);
    else {
      expect(refused, context).toHaveLength(5);
      if (report.status !== 'done') {
        expect(report, context).toMatchObject({ status: 'failed', errorCount: 1 });
        expect(report.errors[0], context).toMatchObject({
          line: 2,
          field: expect.stringMatching(/^(sku|options)$/),
        });
      }
    }
  };

  /**
   * When the saves start, as fractions of the time an uncontested import of one line takes here and now (a loaded
   * machine stretches it): from before the import starts to after it has written, so that the rounds meet the
   * import at each of its steps. Which side wins a round is the race's; every round's outcome is checked above.
   */
  const FRACTIONS = [-0.2, 0, 0.1, 0.25, 0.4, 0.55, 0.7, 0.85, 1, 1.5];
  const offsets = async (name: string, csv: string) => {
    const upload = await services.catalogue.upload(csv, name);
    const started = Date.now();
    await services.catalogue.applyImport(upload.id);
    await settled(upload.id);
    const took = Date.now() - started;
    return FRACTIONS.map((fraction) => Math.round(fraction * took));
  };

  it('gives a SKU an import creates as a product to one writer', async () => {
    const csv = (sku: string) => `sku,name,room_type,price,stock\n${sku},Imported ${sku},sofas,10.00,1\n`;
    for (const [round, offset] of (await offsets('timing.csv', csv('IMP-P-TIMING'))).entries())
      await race(`IMP-P-${round}`, csv(`IMP-P-${round}`), offset);
  }, 120_000);

  it('gives a SKU an import creates as a variant to one writer', async () => {
    const csv = (sku: string, size: number) =>
      `sku,product_sku,options,price,stock\n${sku},IMPORT-SOFA,Size=S${size},10.00,1\n`;
    for (const [round, offset] of (await offsets('timing.csv', csv('IMP-V-TIMING', 13))).entries())
      await race(`IMP-V-${round}`, csv(`IMP-V-${round}`, round + 2), offset);
  }, 120_000);

  it.each([
    ['a product', 'a variant takes', 'TAKE-1'],
    ['a product', 'a product takes', 'TAKE-2'],
    ['a variant', 'a product takes', 'TAKE-3'],
  ])(
    'stops an import creating %s when %s its SKU between the check and the write, naming the line',
    async (made, taker, sku) => {
      const csv =
        made === 'a product'
          ? `sku,name,room_type,price,stock\nKEEP-${sku},Kept ${sku},sofas,10.00,1\n${sku},Late ${sku},sofas,10.00,1\n`
          : `sku,product_sku,options,price,stock\n${sku},IMPORT-SOFA,Size=S12,10.00,1\n`;
      const upload = await services.catalogue.upload(csv, `${sku}.csv`);
      expect(upload.status).toBe('validated');
      // The run checks the file again (plan), then writes: the SKU is taken in between.
      const plan = services.catalogue.plan.bind(services.catalogue);
      vi.spyOn(services.catalogue, 'plan').mockImplementationOnce(async (text) => {
        const planned = await plan(text);
        if (taker === 'a variant takes')
          await services.product.variants.updateVariant(sofa, { id: sofa, variantId: variantIds[0]!, sku });
        else await services.product.admin.create({ ...form(`Taker ${sku}`), sku });
        return planned;
      });
      await services.catalogue.applyImport(upload.id);
      const report = await settled(upload.id);
      const line = made === 'a product' ? 3 : 2;
      expect(report).toMatchObject({
        status: 'failed',
        failure: CATALOGUE_MESSAGES.skuTakenWhileApplying(0),
        errors: [{ line, field: 'sku', message: SKU_MESSAGES.taken }],
        processed: 0,
      });
      expect(await holders(sku)).toBe(1);
      // The line before it was in the same batch: rolled back with it.
      expect(await holders(`KEEP-${sku}`)).toBe(0);
    },
  );
});
