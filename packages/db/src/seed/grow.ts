/**
 * Grows the catalogue to a given number of products for benchmarks: products like the seed's, spread over the
 * existing room types, reusing existing pictures (nothing is rendered), inserted ~1000 rows per statement. A third
 * of them come with options and 3 to 12 variants (variant-gen.ts), their own price and stock kept as the summary of
 * their variants, as the shop keeps them.
 */
import { slugify } from '@shop/domain';
import type { DataSource, EntityManager } from 'typeorm';
import { Material, Product, RoomType } from '../entities/index.js';
import { ROOMS, type IRoomTypeSpec } from './catalog-rooms.js';
import { draftProduct } from './product-gen.js';
import { Random, hashOf } from './random.js';
import { insertProductMaterials } from './seed-catalog.js';
import { insertVariantPlans } from './seed-variants.js';
import { planVariants, variantSummary, type IVariantPlan } from './variant-gen.js';
import { countRows, daysAgo, insertRows } from './seed-util.js';

const CHUNK = 1000;
const SPECS = ROOMS.flatMap((room) => room.types);

/** The seed spec for a room type by slug; a room type the owner added borrows one chosen by its slug. */
function specFor(slug: string): IRoomTypeSpec {
  const bySlug = SPECS.find((spec) => slugify(spec.name) === slug);
  return bySlug ?? SPECS[hashOf(slug) % SPECS.length]!;
}

/**
 * Returns the number of products afterwards: `totalProducts`, or the current count when it was already reached
 * (the catalogue never shrinks).
 */
export async function growCatalogue(
  target: DataSource | EntityManager,
  totalProducts: number,
  log?: (line: string) => void,
): Promise<number> {
  // A manager in a transaction already (the test fixtures route's) grows the catalogue inside that transaction.
  const m = 'manager' in target ? target.manager : target;
  const start = await countRows(m, 'products');
  if (start >= totalProducts) return start;
  const roomTypes = await m.find(RoomType, { select: { id: true, slug: true }, order: { id: 'ASC' } });
  if (roomTypes.length === 0)
    throw new Error('growCatalogue needs room types: seed the demo catalogue first.');
  const materialIds = new Map(
    (await m.find(Material, { select: { id: true, name: true } })).map((mat) => [mat.name, mat.id]),
  );
  const taken = new Set(
    (await m.createQueryBuilder(Product, 'p').select('p.slug', 'slug').getRawMany<{ slug: string }>()).map(
      (r) => r.slug,
    ),
  );
  const pictures = await picturesByRoomType(m);
  const anyPicture = [...pictures.values()].flat();

  // Seeded by the starting count: growing the same database to the same size always adds the same products.
  const rng = new Random(0x9e3779b9 ^ start);
  // Variants draw from their own stream, so that the products drawn are the same with or without them.
  const variantRng = new Random(0x85ebca6b ^ start);
  let added = 0;
  while (start + added < totalProducts) {
    const size = Math.min(CHUNK, totalProducts - start - added);
    const rows = Array.from({ length: size }, (_, i) => {
      const roomType = roomTypes[rng.int(0, roomTypes.length - 1)]!;
      const draft = draftProduct(rng, specFor(roomType.slug), taken, start + added + i + 1);
      const own = pictures.get(roomType.id);
      const image = own?.length ? rng.pick(own) : anyPicture.length ? rng.pick(anyPicture) : null;
      const createdAt = daysAgo(rng.int(0, 700), rng);
      const { family: _f, primary: _p, secondary: _s, materials, ...columns } = draft;
      const plan: IVariantPlan | undefined = variantRng.chance(1 / 3)
        ? planVariants(variantRng, draft)
        : undefined;
      return {
        plan,
        row: {
          ...columns,
          ...(plan ? variantSummary(plan) : {}),
          // Numbered by the run's count, like the slugs: a cut slug could repeat, this cannot.
          sku: `FS-G${String(start + added + i + 1).padStart(7, '0')}`,
          roomTypeId: roomType.id,
          image,
          createdAt,
          updatedAt: createdAt,
        },
        materials,
      };
    });
    await m.transaction(async (tx) => {
      await insertRows(
        tx,
        Product,
        rows.map((r) => r.row),
        CHUNK,
      );
      const ids = await idsForSlugs(
        tx,
        rows.map((r) => r.row.slug),
      );
      const pairs = rows.flatMap(({ row, materials }) =>
        materials
          .filter((mat) => materialIds.has(mat.name))
          .map((mat) => [ids.get(row.slug)!, materialIds.get(mat.name)!] as const),
      );
      await insertProductMaterials(tx, pairs);
      await insertVariantPlans(
        tx,
        rows.flatMap(({ row, plan }) => (plan ? [{ productId: ids.get(row.slug)!, plan }] : [])),
        materialIds,
      );
    });
    added += size;
    if (log && (added % (CHUNK * 10) === 0 || start + added === totalProducts))
      log(`products: ${start + added}/${totalProducts}`);
  }
  return start + added;
}

async function picturesByRoomType(m: EntityManager): Promise<Map<number, string[]>> {
  const rows = await m
    .createQueryBuilder(Product, 'p')
    .select('p.roomTypeId', 'roomTypeId')
    .addSelect('p.image', 'image')
    .distinct(true)
    .where('p.image IS NOT NULL')
    .orderBy('p.roomTypeId')
    .addOrderBy('p.image')
    .limit(5000)
    .getRawMany<{ roomTypeId: number | string; image: string }>();
  const map = new Map<number, string[]>();
  for (const row of rows) {
    const id = Number(row.roomTypeId);
    map.set(id, [...(map.get(id) ?? []), row.image]);
  }
  return map;
}

async function idsForSlugs(m: EntityManager, slugs: readonly string[]): Promise<Map<string, number>> {
  const rows = await m
    .createQueryBuilder(Product, 'p')
    .select('p.id', 'id')
    .addSelect('p.slug', 'slug')
    .where('p.slug IN (:...slugs)', { slugs })
    .getRawMany<{ id: number | string; slug: string }>();
  return new Map(rows.map((r) => [r.slug, Number(r.id)]));
}

/**
 * The test fixtures route's `catalogue`: grows the catalogue to `products` (the long lists a suite needs, thousands
 * of rows in one call); answers the number of products afterwards.
 */
export async function seedCatalogue(
  m: EntityManager,
  { products = 0 }: { products?: number } = {},
): Promise<{ products: number }> {
  return { products: await growCatalogue(m, products) };
}
