import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_KEY_PATTERN, ROLE, ZStoredShippingOption } from '@shop/domain';
import { openDatabase } from '../data-source.js';
import {
  Customer,
  Order,
  OrderEvent,
  OrderLine,
  Product,
  Shipment,
  ShipmentLine,
  StaffMember,
  WishlistEntry,
} from '../entities/index.js';
import { createTestDatabase, testDialects, type ITestDatabase } from '../test-database.js';
import { isDatabaseEmpty } from '../database-state.js';
import { MATERIALS } from './catalog-materials.js';
import { ROOMS } from './catalog-rooms.js';
import { paletteFor, productSvg, renderJpeg } from './images.js';
import { growCatalogue, seedDemo, type ISeedDeps, type ISeedSummary } from './index.js';
import { sceneSvg } from './scenes.js';
import { swatchSvg } from './swatches.js';

/**
 * The pictures, read or rendered by the first seed of this file and reused by the others (three seeds rendered the
 * same 346 pictures three times). The first seed reads them from the run's picture folder, which the REST suites'
 * and the browser suite's seeds share (apps/server/test/demo-template.ts, e2e/start-server.mjs), and renders what
 * it lacks: rendering them again here cost about 15 s of CPU in every run. The renderer itself is checked below on
 * drawings of each kind rendered afresh.
 */
const rendered = new Map<string, Buffer>();
const PICTURE_FOLDER = fileURLToPath(
  new URL('../../../../node_modules/.cache/shop-seed-pictures', import.meta.url),
);

function memoryDeps(): ISeedDeps & { images: Map<string, Buffer> } {
  const images = new Map<string, Buffer>();
  return {
    images,
    rendered,
    pictureCacheDir: PICTURE_FOLDER,
    saveImage: async (bytes, key) => {
      images.set(key, bytes);
      return key;
    },
    hashPassword: async (password) => `hash:${password}`,
    staffPassword: 'demo-password',
  };
}

/** Name, slug, price and cover of every product in id order: what a second run must reproduce exactly. */
async function productFingerprints(ds: DataSource): Promise<string[]> {
  const products = await ds.getRepository(Product).find({ order: { id: 'ASC' } });
  return products.map((p) => `${p.name}|${p.slug}|${p.priceCents}|${p.discountPercent}|${p.image}`);
}

/**
 * Every product sold by variant has 3 to 12 of them with their own SKUs, some sold out, a material option whose
 * values name materials, and its own price, discount and stock as syncFromVariants keeps them (the cheapest variant
 * for the shopper, the sum of the stock).
 */
async function expectVariantsConsistent(ds: DataSource): Promise<void> {
  const counts: { n: number | string }[] = await ds.query(
    'SELECT COUNT(*) AS n FROM product_variants GROUP BY product_id',
  );
  expect(counts.length).toBeGreaterThan(0);
  expect(counts.every((c) => Number(c.n) >= 3 && Number(c.n) <= 12)).toBe(true);
  const skus: { n: number | string; d: number | string }[] = await ds.query(
    'SELECT COUNT(*) AS n, COUNT(DISTINCT sku) AS d FROM product_variants',
  );
  expect(Number(skus[0]!.d)).toBe(Number(skus[0]!.n));
  const soldOut: { n: number | string }[] = await ds.query(
    'SELECT COUNT(*) AS n FROM product_variants WHERE stock = 0',
  );
  expect(Number(soldOut[0]!.n)).toBeGreaterThan(0);
  const swatchless: { n: number | string }[] = await ds.query(
    'SELECT COUNT(*) AS n FROM (SELECT product_id FROM product_variants GROUP BY product_id) v WHERE NOT EXISTS ' +
      '(SELECT 1 FROM product_option_values ov WHERE ov.product_id = v.product_id AND ov.material_id IS NOT NULL)',
  );
  expect(Number(swatchless[0]!.n)).toBe(0);
  const cheapest = (column: string) =>
    `(SELECT v.${column} FROM product_variants v WHERE v.product_id = p.id AND v.active = 1 ` +
    'ORDER BY v.price_cents * (100 - v.discount_percent), v.id LIMIT 1)';
  const off: { n: number | string }[] = await ds.query(
    'SELECT COUNT(*) AS n FROM products p WHERE EXISTS (SELECT 1 FROM product_variants w WHERE w.product_id = p.id) ' +
      'AND (p.stock <> (SELECT SUM(v.stock) FROM product_variants v WHERE v.product_id = p.id AND v.active = 1) ' +
      `OR p.price_cents <> ${cheapest('price_cents')} OR p.discount_percent <> ${cheapest('discount_percent')})`,
  );
  expect(Number(off[0]!.n)).toBe(0);
}

async function expectPicturesFollowMaterial(ds: DataSource): Promise<void> {
  // The picture follows the material: a variant in another material than the product's own (the material option's
  // first value, the one its pictures show) has a picture of its own.
  const pictured: { image: string | null; own: number | string }[] = await ds.query(
    'SELECT v.image AS image, (SELECT COUNT(*) FROM product_option_values ov ' +
      'WHERE ov.id IN (v.value1_id, v.value2_id, v.value3_id) AND ov.material_id IS NOT NULL AND ov.position = 0) ' +
      'AS own FROM product_variants v',
  );
  expect(pictured.filter((v) => Number(v.own) === 0).every((v) => v.image !== null)).toBe(true);
  expect(pictured.filter((v) => Number(v.own) > 0).every((v) => v.image === null)).toBe(true);
  expect(pictured.filter((v) => v.image !== null).length).toBeGreaterThan(20);
}

describe.each(testDialects())('demo seed on %s', (dialect) => {
  let db: ITestDatabase;
  let ds: DataSource;
  let deps: ReturnType<typeof memoryDeps>;
  let summary: ISeedSummary;
  let emptyBefore: boolean;

  beforeAll(async () => {
    db = await createTestDatabase(dialect, { migrated: true });
    ds = await openDatabase(db.config);
    deps = memoryDeps();
    emptyBefore = await isDatabaseEmpty(ds);
    summary = await seedDemo(ds, deps);
  }, 120_000);
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('fills every table with at least the promised amount', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(ds)).toBe(false);
    expect(summary.rooms).toBeGreaterThanOrEqual(6);
    expect(summary.room_types).toBeGreaterThanOrEqual(20);
    expect(summary.material_types).toBeGreaterThanOrEqual(5);
    expect(summary.materials).toBeGreaterThanOrEqual(25);
    expect(summary.products).toBeGreaterThanOrEqual(150);
    expect(summary.product_materials).toBeGreaterThanOrEqual(summary.products);
    expect(summary.product_images).toBeGreaterThanOrEqual(summary.products * 2);
    expect(summary.reviews).toBeGreaterThan(summary.products);
    expect(summary.gallery_images).toBeGreaterThanOrEqual(12);
    expect(summary.social_links).toBe(4);
    expect([summary.delivery_zones, summary.delivery_levels]).toEqual([1, 3]);
    expect(summary.site_information).toBe(1);
    expect(summary.contact_messages).toBeGreaterThan(0);
    expect(summary.room_views).toBeGreaterThan(0);
    // Room pictures have products placed on them, and some pieces sell beyond their stock.
    expect(summary.hotspots).toBeGreaterThanOrEqual(summary.rooms);
    const modes: { mode: string; n: number | string }[] = await ds.query(
      'SELECT selling_mode AS mode, COUNT(*) AS n FROM products GROUP BY selling_mode',
    );
    const count = (mode: string) => Number(modes.find((m) => m.mode === mode)?.n ?? 0);
    expect(count('made-to-order')).toBeGreaterThan(0);
    expect(count('backorder')).toBeGreaterThan(0);
    expect(summary.images).toBe(deps.images.size);
  });

  it("gives every product picture alt text, the main one first and mirrored in the product's image", async () => {
    const rows = await ds.query(
      `SELECT p.image AS cover, pi.image AS first, pi.alt AS alt, p.name AS name FROM products p
       JOIN product_images pi ON pi.product_id = p.id AND pi.position = 0`,
    );
    expect(rows).toHaveLength(summary.products);
    for (const row of rows) expect([row.first, row.alt]).toEqual([row.cover, row.name]);
    expect(await ds.query(`SELECT id FROM product_images WHERE alt = ''`)).toEqual([]);
  });

  it('creates the three accounts with their roles and the hashed demo password', async () => {
    const staff = await ds.getRepository(StaffMember).find({ order: { role: 'ASC' } });
    expect(staff.map((s) => [s.email, s.role, s.name])).toEqual([
      ['admin@shop.test', ROLE.ADMIN, 'Avery Admin'],
      ['manager@shop.test', ROLE.MANAGER, 'Morgan Manager'],
    ]);
    const customer = await ds.getRepository(Customer).findOneByOrFail({ email: 'customer@shop.test' });
    expect(customer.name).toBe('Casey Customer');
    expect(customer.city).not.toBe('');
    for (const hash of [...staff.map((s) => s.passwordHash), customer.passwordHash])
      expect(hash).toBe('hash:demo-password');
  });

  it('gives the customer a wishlist and orders in several states', async () => {
    const customer = await ds.getRepository(Customer).findOneByOrFail({ email: 'customer@shop.test' });
    expect(await ds.getRepository(WishlistEntry).countBy({ customerId: customer.id })).toBe(5);
    const orders = await ds.getRepository(Order).findBy({ customerId: customer.id });
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(orders.map((o) => o.fulfilmentStatus)).size).toBeGreaterThanOrEqual(3);
    for (const order of orders) {
      const lines: { total: number | string; n: number | string }[] = await ds.query(
        'SELECT SUM(line_total_cents) AS total, COUNT(*) AS n FROM order_lines WHERE order_id = ?',
        [order.id],
      );
      expect(Number(lines[0]!.n)).toBeGreaterThanOrEqual(1);
      expect(order.totalCents).toBe(Number(lines[0]!.total) + order.shippingCents);
      expect(JSON.parse(order.shippingQuote!)).toMatchObject({
        tier: order.shippingTier,
        service: order.shippingService,
      });
    }
  });

  it('gives each demo order the option it was sold with, a timeline, and shipped ones a tracking number', async () => {
    const orders = await ds.getRepository(Order).find();
    for (const order of orders) {
      const option = ZStoredShippingOption.parse(JSON.parse(order.shippingQuote!));
      expect(option.priceCents).toBe(order.shippingCents);
      expect(option.deliveryBy).toMatch(/^\d{4}-\d\d-\d\d$/);
      const events = await ds.getRepository(OrderEvent).find({ where: { orderId: order.id } });
      expect(events[0]?.kind).toBe('created');
      const shipped = order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered';
      expect(order.trackingNumber !== '').toBe(shipped);
      expect(events.some((e) => e.kind === 'shipped')).toBe(shipped);
      // Shipped ones in one FedEx shipment of everything, delivered ones with the day they arrived.
      const shipments = await ds.getRepository(Shipment).find({ where: { orderId: order.id } });
      expect(shipments.map((s) => [s.carrier, s.trackingNumbers, s.deliveredOn !== null])).toEqual(
        shipped ? [['fedex', order.trackingNumber, order.fulfilmentStatus === 'delivered']] : [],
      );
      const carried = shipments.length
        ? await ds.getRepository(ShipmentLine).find({ where: { shipmentId: shipments[0]!.id } })
        : [];
      const lines = await ds.getRepository(OrderLine).find({ where: { orderId: order.id } });
      expect(carried.reduce((sum, part) => sum + part.quantity, 0)).toBe(
        shipped ? lines.reduce((sum, line) => sum + line.quantity, 0) : 0,
      );
    }
    expect(summary.order_events).toBeGreaterThanOrEqual(orders.length * 2);
  });

  it('keeps products realistic: prices, discounts, stock, freight-heavy items', async () => {
    const products = await ds.getRepository(Product).find();
    expect(products.every((p) => Number.isInteger(p.priceCents) && p.priceCents > 0)).toBe(true);
    const discounted = products.filter((p) => p.discountPercent > 0);
    expect(discounted.length).toBeGreaterThan(products.length / 5);
    expect(discounted.every((p) => p.discountPercent >= 5 && p.discountPercent <= 40)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    // A product sold by variant counts its variants' stock together.
    const byVariant = new Set(
      (await ds.query('SELECT DISTINCT product_id AS id FROM product_variants')).map((r: { id: number }) =>
        Number(r.id),
      ),
    );
    const own = products.filter((p) => !byVariant.has(p.id));
    expect(own.every((p) => p.stock >= 0 && p.stock <= 60)).toBe(true);
    expect(products.some((p) => p.packageWeightLb > 150)).toBe(true);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it('sells some products by variant, none of the newest, each summed up in its own columns', async () => {
    expect(summary.product_variants).toBeGreaterThan(0);
    await expectVariantsConsistent(ds);
    await expectPicturesFollowMaterial(ds);
    const newest: { id: number }[] = await ds.query(
      'SELECT id AS id FROM products ORDER BY created_at DESC, id DESC LIMIT 15',
    );
    const sold: { n: number | string }[] = await ds.query(
      `SELECT COUNT(*) AS n FROM product_variants WHERE product_id IN (${newest.map((r) => Number(r.id)).join(', ')})`,
    );
    expect(Number(sold[0]!.n)).toBe(0);
  });

  it('stores real JPEGs under valid keys, and every key the database names was stored', async () => {
    expect([...deps.images.keys()].every((key) => IMAGE_KEY_PATTERN.test(key))).toBe(true);
    const sizes: Record<string, [number, number]> = {
      'seed/rooms/': [1200, 900],
      'seed/gallery/': [1200, 900],
      'seed/products/': [1000, 1000],
      'seed/materials/': [600, 600],
    };
    for (const [prefix, [width, height]] of Object.entries(sizes)) {
      const keys = [...deps.images.keys()].filter((k) => k.startsWith(prefix)).slice(0, 3);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const meta = await sharp(deps.images.get(key)!).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
      }
    }
    const referenced: { image: string }[] = await ds.query(
      `SELECT image FROM products UNION SELECT image FROM product_images UNION SELECT image FROM materials
       UNION SELECT image FROM rooms UNION SELECT image FROM room_types UNION SELECT image FROM gallery_images
       UNION SELECT product_image AS image FROM order_lines`,
    );
    for (const { image } of referenced) expect(deps.images.has(image)).toBe(true);
  });

  // Rendering dominates the seed's time, so determinism is checked once, on SQLite, against this suite's seed.
  it.runIf(dialect === 'sqlite')(
    'produces the same products on a second fresh database',
    async () => {
      const other = await createTestDatabase('sqlite', { migrated: true });
      const otherDs = await openDatabase(other.config);
      try {
        await seedDemo(otherDs, memoryDeps());
        expect(await productFingerprints(otherDs)).toEqual(await productFingerprints(ds));
      } finally {
        await otherDs.destroy();
        await other.drop();
      }
    },
    120_000,
  );

  it('grows the catalogue to exactly the asked number of products', async () => {
    expect(await growCatalogue(ds, 2000)).toBe(2000);
    expect(await ds.getRepository(Product).count()).toBe(2000);
    const grown = await ds.getRepository(Product).find({ order: { id: 'DESC' }, take: 50 });
    expect(grown.every((p) => p.image !== null && deps.images.has(p.image))).toBe(true);
    const linked: { n: number | string }[] = await ds.query(
      'SELECT COUNT(DISTINCT product_id) AS n FROM product_materials',
    );
    expect(Number(linked[0]!.n)).toBe(2000);
    // About a third of the grown products are sold by variant.
    const start = summary.products;
    const withVariants: { n: number | string }[] = await ds.query(
      'SELECT COUNT(DISTINCT product_id) AS n FROM product_variants WHERE product_id > ?',
      [start],
    );
    const share = Number(withVariants[0]!.n) / (2000 - start);
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.39);
    await expectVariantsConsistent(ds);
    expect(await growCatalogue(ds, 1500)).toBe(2000);
  });
});

describe('the seed picture renderer', () => {
  // The seeds above may read every picture from the run's folder: the renderer runs here in every run.
  it('renders a room scene, a swatch and a product as JPEGs of their sizes', async () => {
    const [oak, linen] = [MATERIALS[0]!, MATERIALS[1]!];
    const drawings: [string, number, number][] = [
      [sceneSvg(ROOMS[0]!, 0), 1200, 900],
      [swatchSvg(oak), 600, 600],
      [
        productSvg('sofa', paletteFor(oak, linen, 'seed/products/x.jpg'), 1, 'seed/products/x.jpg'),
        1000,
        1000,
      ],
    ];
    for (const [svg, width, height] of drawings) {
      const meta = await sharp(await renderJpeg(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', width, height]);
    }
  });
});
