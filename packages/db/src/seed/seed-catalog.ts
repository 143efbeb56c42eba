/** Plans and inserts the catalogue: rooms, room types, material types, materials, products and their extras. */
import { defaultSku, slugify } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import { Material, MaterialType, Product, ProductImage, Review, Room, RoomType } from '../entities/index.js';
import { MATERIALS, MATERIAL_TYPES } from './catalog-materials.js';
import { ROOMS } from './catalog-rooms.js';
import { REVIEWS, REVIEW_AUTHORS } from './catalog-words.js';
import { paletteFor, productSvg } from './images.js';
import { draftProduct, productImageKey, swatchKey, type IProductDraft } from './product-gen.js';
import { Random } from './random.js';
import { sceneSvg } from './scenes.js';
import { swatchSvg } from './swatches.js';
import type { ImagePlan } from './seed-images.js';
import { daysAgo, insertRows, type TStoredKey } from './seed-util.js';
import { insertVariantPlans } from './seed-variants.js';
import { demoSelling, insertRoomHotspots } from './seed-showcase.js';
import { planVariants, variantSummary, type IVariantPlan } from './variant-gen.js';

export interface IPlannedProduct extends IProductDraft {
  roomTypeSlug: string;
  /** The main picture (product_images position 0 and products.image), then the other views. */
  cover: string;
  gallery: string[];
  createdAt: Date;
  reviews: { authorName: string; rating: number; body: string; createdAt: Date }[];
}

export interface ICatalogPlan {
  products: IPlannedProduct[];
  /** Room type slug -> the cover of its first product, used as the room type's picture. */
  typeImages: Map<string, string>;
  /** Product slug -> its options and variants, for the products sold by variant. */
  variants: Map<string, IVariantPlan>;
}

/** Seed of the variants' own PRNG: the products drawn by planCatalog stay the same with or without them. */
const VARIANT_SEED = 0x5bd1e995;
/**
 * The newest products, overall and of each room type, stay without variants: they are the ones a visitor (and an
 * end-to-end test) meets first and adds to the cart straight from a card or a page.
 */
const PLAIN_NEWEST = 20;
const PLAIN_NEWEST_PER_TYPE = 3;

/**
 * One in four of the other products comes in sizes and materials (3 to 12 variants); its own price and stock become
 * the summary of its variants, as the shop keeps them.
 */
function planDemoVariants(
  products: readonly IPlannedProduct[],
  images: ImagePlan,
): Map<string, IVariantPlan> {
  const rng = new Random(VARIANT_SEED);
  const newestFirst = [...products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const plain = new Set(newestFirst.slice(0, PLAIN_NEWEST));
  const byType = new Map<string, IPlannedProduct[]>();
  for (const p of newestFirst) byType.set(p.roomTypeSlug, [...(byType.get(p.roomTypeSlug) ?? []), p]);
  const plans = new Map<string, IVariantPlan>();
  for (const ofType of byType.values()) {
    ofType
      .slice(PLAIN_NEWEST_PER_TYPE)
      .filter((p) => !plain.has(p))
      .forEach((p, i) => {
        if (i % 4 !== 1) return;
        const plan = planVariants(rng, p);
        pictureMaterialVariants(p, plan, images);
        Object.assign(p, variantSummary(plan));
        plans.set(p.slug, plan);
      });
  }
  return plans;
}

/**
 * A variant in another material than the product's own gets the product drawn in that material as its picture, so
 * the product page's picture follows the fabric or finish a shopper picks. The key is the one a product of that
 * family and material would have, so a picture two products share is rendered once.
 */
function pictureMaterialVariants(p: IPlannedProduct, plan: IVariantPlan, images: ImagePlan): void {
  const materialOption = plan.options.findIndex(
    (o) => o.kind === 'variant' && o.values.some((v) => v.material),
  );
  if (materialOption < 0) return;
  for (const variant of plan.variants) {
    const name = plan.options[materialOption]!.values[variant.values[materialOption]!]!.material;
    const material = MATERIALS.find((m) => m.name === name);
    if (!material || material.name === p.primary.name) continue;
    const key = productImageKey(p.family, material, p.secondary, 1);
    const palette = paletteFor(material, p.secondary, key.replace(/-\d\.jpg$/, ''));
    variant.image = images.add(key, () => productSvg(p.family, palette, 1, key));
  }
}

/** [value, weight]: most products have a few reviews, ratings lean positive as they do in real shops. */
// prettier-ignore
const REVIEW_COUNTS = [[0, 1], [1, 2], [2, 2], [3, 2], [4, 1.5], [5, 1], [6, 0.7]] as const;
// prettier-ignore
const RATINGS = [[5, 50], [4, 30], [3, 12], [2, 5], [1, 3]] as const;

function roomImageKey(roomName: string): string {
  return `seed/rooms/${slugify(roomName)}.jpg`;
}

/** Decides every product (deterministically from `rng`) and registers the pictures they need. */
export function planCatalog(rng: Random, images: ImagePlan): ICatalogPlan {
  for (const material of MATERIALS) images.add(swatchKey(material), () => swatchSvg(material));
  for (const room of ROOMS) images.add(roomImageKey(room.name), () => sceneSvg(room, 0));

  const taken = new Set<string>();
  const products: IPlannedProduct[] = [];
  const typeImages = new Map<string, string>();
  for (const room of ROOMS) {
    for (const type of room.types) {
      for (let i = 0; i < type.count; i++) {
        const draft = draftProduct(rng, type, taken);
        const [cover, alt, detail] = [1, 2, 3].map((variant) => {
          const key = productImageKey(draft.family, draft.primary, draft.secondary, variant);
          const palette = paletteFor(draft.primary, draft.secondary, key.replace(/-\d\.jpg$/, ''));
          return images.add(key, () => productSvg(draft.family, palette, variant, key));
        }) as [string, string, string];
        const gallery = rng.chance(0.5) ? [alt, detail, swatchKey(draft.primary)] : [alt, detail];
        if (!typeImages.has(slugify(type.name))) typeImages.set(slugify(type.name), cover);
        const ageDays = rng.int(10, 400);
        const reviews = Array.from({ length: rng.weighted(REVIEW_COUNTS) }, () => {
          const rating = rng.weighted(RATINGS);
          return {
            authorName: rng.pick(REVIEW_AUTHORS),
            rating,
            body: rng.pick(REVIEWS[rating]!),
            // Reviews come after the product went on sale.
            createdAt: daysAgo(rng.int(1, Math.min(120, ageDays - 2)), rng),
          };
        });
        products.push({
          ...draft,
          roomTypeSlug: slugify(type.name),
          cover,
          gallery,
          createdAt: daysAgo(ageDays, rng),
          reviews,
        });
      }
    }
  }
  return { products, typeImages, variants: planDemoVariants(products, images) };
}

/** Alt text of a product picture: the product's name and which view it is. */
function imageAlt(p: IPlannedProduct, key: string): string {
  if (key === p.cover) return p.name;
  if (key.endsWith('-2.jpg')) return `${p.name}, seen from another angle`;
  if (key.endsWith('-3.jpg')) return `${p.name}, close-up`;
  return `${p.name}, ${p.primary.name.toLowerCase()} swatch`;
}

export interface IInsertedCatalog {
  /** Product slug -> id. */
  productIds: Map<string, number>;
  /** Room type slug -> id. */
  roomTypeIds: Map<string, number>;
}

export async function insertCatalog(
  m: EntityManager,
  plan: ICatalogPlan,
  stored: TStoredKey,
): Promise<IInsertedCatalog> {
  const created = daysAgo(420);
  await insertRows(
    m,
    Room,
    ROOMS.map((room) => ({
      name: room.name,
      slug: slugify(room.name),
      description: room.description,
      image: stored(roomImageKey(room.name)),
      createdAt: created,
      updatedAt: created,
    })),
  );
  const roomIds = await idsBy(m, Room, 'slug');
  await insertRows(
    m,
    RoomType,
    ROOMS.flatMap((room) =>
      room.types.map((type) => ({
        roomId: roomIds.get(slugify(room.name))!,
        name: type.name,
        slug: slugify(type.name),
        description: type.description,
        image: stored(plan.typeImages.get(slugify(type.name))!),
        createdAt: created,
        updatedAt: created,
      })),
    ),
  );
  const roomTypeIds = await idsBy(m, RoomType, 'slug');

  await insertRows(
    m,
    MaterialType,
    MATERIAL_TYPES.map((t) => ({
      name: t.name,
      slug: slugify(t.name),
      description: t.description,
      createdAt: created,
      updatedAt: created,
    })),
  );
  const materialTypeIds = await idsBy(m, MaterialType, 'name');
  await insertRows(
    m,
    Material,
    MATERIALS.map((mat) => ({
      materialTypeId: materialTypeIds.get(mat.type)!,
      name: mat.name,
      description: mat.description,
      image: stored(swatchKey(mat)),
      createdAt: created,
      updatedAt: created,
    })),
  );
  const materialIds = await idsBy(m, Material, 'name');

  await insertRows(
    m,
    Product,
    // Inserted in order into an empty table: each SKU is the one a product saved without a SKU gets from its id.
    plan.products.map((p, i) => ({
      roomTypeId: roomTypeIds.get(p.roomTypeSlug)!,
      name: p.name,
      slug: p.slug,
      sku: defaultSku(i + 1),
      description: p.description,
      priceCents: p.priceCents,
      discountPercent: p.discountPercent,
      stock: p.stock,
      ...demoSelling(i, p.stock, plan.variants.has(p.slug)),
      image: stored(p.cover),
      widthIn: p.widthIn,
      depthIn: p.depthIn,
      heightIn: p.heightIn,
      packageLengthIn: p.packageLengthIn,
      packageWidthIn: p.packageWidthIn,
      packageHeightIn: p.packageHeightIn,
      packageWeightLb: p.packageWeightLb,
      viewCount: p.viewCount,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );
  const productIds = await idsBy(m, Product, 'slug');
  const pairs = plan.products.flatMap((p) =>
    p.materials.map((mat) => [productIds.get(p.slug)!, materialIds.get(mat.name)!] as const),
  );
  await insertProductMaterials(m, pairs);
  await insertRoomHotspots(m, roomIds, plan.products, productIds, (name) => stored(roomImageKey(name)));
  await insertVariantPlans(
    m,
    [...plan.variants].map(([slug, variants]) => ({ productId: productIds.get(slug)!, plan: variants })),
    materialIds,
    stored,
  );
  await insertRows(
    m,
    ProductImage,
    plan.products.flatMap((p) =>
      [p.cover, ...p.gallery].map((key, position) => ({
        productId: productIds.get(p.slug)!,
        image: stored(key),
        alt: imageAlt(p, key),
        position,
        createdAt: p.createdAt,
      })),
    ),
  );
  await insertRows(
    m,
    Review,
    plan.products.flatMap((p) =>
      p.reviews.map((r) => ({ productId: productIds.get(p.slug)!, customerId: null, ...r })),
    ),
  );
  return { productIds, roomTypeIds };
}

/** The join table has no entity class; plain multi-row SQL with `?` placeholders works on both drivers. */
export async function insertProductMaterials(
  m: EntityManager,
  pairs: readonly (readonly [number, number])[],
  chunk = 2000,
): Promise<void> {
  for (let i = 0; i < pairs.length; i += chunk) {
    const slice = pairs.slice(i, i + chunk);
    await m.query(
      `INSERT INTO product_materials (product_id, material_id) VALUES ${slice.map(() => '(?, ?)').join(', ')}`,
      slice.flat(),
    );
  }
}

async function idsBy<T extends { id: number }>(
  m: EntityManager,
  entity: new () => T,
  column: 'slug' | 'name',
): Promise<Map<string, number>> {
  const rows: { id: number; key: string }[] = await m
    .createQueryBuilder(entity, 'e')
    .select('e.id', 'id')
    .addSelect(`e.${column}`, 'key')
    .getRawMany();
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}
