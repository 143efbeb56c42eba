/**
 * The demo seed: a furniture shop a shop owner would be glad to show, generated deterministically (same data on
 * every run) with catalogue-style pictures rendered on the fly.
 */
import type { DataSource } from 'typeorm';
import { isDatabaseEmpty } from '../database-state.js';
import { Random } from './random.js';
import { insertAccounts } from './seed-accounts.js';
import { insertCatalog, planCatalog } from './seed-catalog.js';
import { insertDelivery } from './seed-delivery.js';
import { ImagePlan, PictureFolder, type TRenderedPictures } from './seed-images.js';
import { insertCustomerHistory } from './seed-orders.js';
import { insertSite, planSite } from './seed-site.js';
import { countRows } from './seed-util.js';

export { growCatalogue, seedCatalogue } from './grow.js';
export * from './factories.js';
export * from '../order/order.factory.js';

export interface ISeedDeps {
  /** Stores image bytes (JPEG) and returns the storage key, e.g. 'seed/rooms/living-room.jpg'. */
  saveImage: (bytes: Buffer, key: string) => Promise<string>;
  /** argon2id hasher, provided by the caller. */
  hashPassword: (password: string) => Promise<string>;
  staffPassword: string;
  log?: (line: string) => void;
  /** Pictures rendered by an earlier seed in this process, reused instead of rendered again (tests). */
  rendered?: TRenderedPictures;
  /** A folder of pictures rendered by earlier seeds, in any process (SEED_PICTURE_CACHE), read before rendering. */
  pictureCacheDir?: string | undefined;
}

export const SEED_TABLES = [
  'rooms',
  'room_types',
  'material_types',
  'materials',
  'products',
  'product_materials',
  'product_options',
  'product_option_values',
  'product_variants',
  'product_images',
  'reviews',
  'staff_members',
  'customers',
  'wishlist_entries',
  'orders',
  'order_lines',
  'order_events',
  'payments',
  'site_information',
  'social_links',
  'gallery_images',
  'contact_messages',
  'room_views',
  'hotspots',
  'delivery_zones',
  'delivery_levels',
] as const;

export type TSeedTable = (typeof SEED_TABLES)[number];

/** Rows per table after seeding, plus how many pictures were rendered and stored. */
export interface ISeedSummary extends Record<TSeedTable, number> {
  images: number;
}

/** Fixed seed of the PRNG: changing it changes every name, price and picture choice of the demo. */
const DEMO_SEED = 20_240_611;

export async function seedDemo(ds: DataSource, deps: ISeedDeps): Promise<ISeedSummary> {
  const log = deps.log ?? (() => undefined);
  if (!(await isDatabaseEmpty(ds)))
    throw new Error('seedDemo needs an empty database (it already has staff members).');
  const started = Date.now();
  const rng = new Random(DEMO_SEED);
  const images = new ImagePlan();
  const catalog = planCatalog(rng, images);
  planSite(images);

  // Rendering and hashing run before the transaction, so no write lock is held while the CPU is busy.
  log(`seed: rendering ${images.size} images`);
  const [storedKeys, hashes] = await Promise.all([
    images.renderAll(
      deps.saveImage,
      deps.rendered,
      deps.pictureCacheDir ? new PictureFolder(deps.pictureCacheDir) : undefined,
    ),
    Promise.all([0, 1, 2].map(() => deps.hashPassword(deps.staffPassword))),
  ]);
  log(`seed: images stored in ${Date.now() - started} ms`);
  const stored = (key: string) => {
    const value = storedKeys.get(key);
    if (value === undefined) throw new Error(`Seed image ${key} was not planned`);
    return value;
  };

  await ds.transaction(async (m) => {
    const { customerId } = await insertAccounts(m, hashes);
    const { productIds, roomTypeIds } = await insertCatalog(m, catalog, stored);
    await insertCustomerHistory(m, rng, customerId, catalog.products, productIds, stored);
    await insertSite(m, rng, roomTypeIds, stored);
    await insertDelivery(m);
  });

  const summary = { images: storedKeys.size } as ISeedSummary;
  for (const table of SEED_TABLES) summary[table] = await countRows(ds.manager, table);
  log(`seed: done in ${Date.now() - started} ms (${summary.products} products, ${summary.images} images)`);
  return summary;
}
