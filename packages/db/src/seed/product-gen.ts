/**
 * Makes believable product records from a room type spec: name, description, price, stock, dimensions, shipping
 * box and materials. Pure (no database), shared by the demo seed and by growCatalogue.
 */
import { slugify } from '@shop/domain';
import { MATERIALS, MATERIAL_TYPES, type IMaterialSpec } from './catalog-materials.js';
import type { IRoomTypeSpec, TFamily } from './catalog-rooms.js';
import { CLOSERS, COLLECTIONS, MATERIAL_LINES, OPENERS, TYPE_OPENERS } from './catalog-words.js';
import { hashOf, type Random } from './random.js';

export interface IProductDraft {
  name: string;
  slug: string;
  description: string;
  priceCents: number;
  discountPercent: number;
  stock: number;
  widthIn: number;
  depthIn: number;
  heightIn: number;
  packageLengthIn: number;
  packageWidthIn: number;
  packageHeightIn: number;
  packageWeightLb: number;
  viewCount: number;
  family: TFamily;
  primary: IMaterialSpec;
  /** The material the picture shows next to the primary one (legs, cushions, top). */
  secondary: IMaterialSpec;
  /** Materials linked in product_materials: the primary, usually the secondary, sometimes one more. */
  materials: IMaterialSpec[];
}

const MATERIAL_BY_NAME = new Map(MATERIALS.map((m) => [m.name, m]));
const TYPE_BY_NAME = new Map(MATERIAL_TYPES.map((t) => [t.name, t]));
const PROPER_WORDS = new Set(['Carrara', 'Nero', 'Marquina']);
/** [percent, weight]: about a third of products are on sale, mostly by 10-25 %. */
// prettier-ignore
const DISCOUNTS = [[5, 1], [10, 3], [15, 3], [20, 3], [25, 2], [30, 2], [35, 1], [40, 1]] as const;

function materialByName(name: string): IMaterialSpec {
  const found = MATERIAL_BY_NAME.get(name);
  if (!found) throw new Error(`Unknown seed material ${name}`);
  return found;
}

/**
 * The secondary material is fixed per room type and primary material, so that one rendered picture per
 * (silhouette, primary, secondary) serves every product that shares them and still shows the right colours.
 */
function secondaryFor(type: IRoomTypeSpec, primary: IMaterialSpec): IMaterialSpec {
  const options = type.secondary.filter((name) => name !== primary.name);
  const list = options.length > 0 ? options : type.secondary;
  return materialByName(list[hashOf(`${type.name}/${primary.name}`) % list.length]!);
}

/** Storage key of a product picture: 1 cover, 2 alternate studio, 3 close-up. */
export function productImageKey(
  family: TFamily,
  primary: IMaterialSpec,
  secondary: IMaterialSpec,
  variant: number,
): string {
  return `seed/products/${family}-${slugify(primary.name)}-${slugify(secondary.name)}-${variant}.jpg`;
}

export function swatchKey(material: IMaterialSpec): string {
  return `seed/materials/${slugify(material.name)}.jpg`;
}

function materialWords(material: IMaterialSpec): string {
  return material.name
    .split(' ')
    .map((word) => (PROPER_WORDS.has(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** "$1,299.00" or "$79.99": list prices end the way shop prices do. */
function shopPrice(dollars: number): number {
  return dollars >= 100
    ? (Math.round(dollars / 10) * 10 - 1) * 100
    : Math.max(1, Math.round(dollars)) * 100 - 1;
}

function productName(collection: string, noun: string, material: IMaterialSpec): string {
  return noun.includes('*')
    ? `${collection} ${noun.replace('*', material.short)}`
    : `${collection} ${material.short} ${noun}`;
}

/**
 * One product of `type`. `taken` holds the slugs in use and receives the new one; with `numbered` (bulk growth)
 * the slug gets a number suffix instead of retrying names until one is free.
 */
export function draftProduct(
  rng: Random,
  type: IRoomTypeSpec,
  taken: Set<string>,
  numbered?: number,
): IProductDraft {
  const primary = materialByName(rng.pick(type.primary));
  const secondary = secondaryFor(type, primary);
  const [noun, scale] = rng.pick(type.variants);
  let name = productName(rng.pick(COLLECTIONS), noun, primary);
  let slug = slugify(name);
  if (numbered !== undefined) {
    let n = numbered;
    slug = `${slugify(name)}-${n}`;
    while (taken.has(slug)) slug = `${slugify(name)}-${++n}`;
  } else {
    // Seed names must be unique and readable, so pick another collection name rather than numbering.
    for (let attempt = 0; taken.has(slug); attempt++) {
      name = productName(COLLECTIONS[(hashOf(name) + attempt) % COLLECTIONS.length]!, noun, primary);
      slug = attempt > COLLECTIONS.length ? `${slugify(name)}-${attempt}` : slugify(name);
    }
  }
  taken.add(slug);

  const materialType = TYPE_BY_NAME.get(primary.type)!;
  const [[w0, w1], [d0, d1], [h0, h1]] = type.dims;
  const widthIn = Math.round(rng.float(w0, w1) * scale);
  const depthIn = rng.int(d0, d1);
  const heightIn = rng.int(h0, h1);
  const weight = rng.float(type.weight[0], type.weight[1]) * scale * materialType.density;
  const [a, b, c] = [widthIn, depthIn, heightIn].sort((x, y) => y - x) as [number, number, number];
  const box =
    type.pack === 'assembled'
      ? [widthIn + 4, depthIn + 4, heightIn + 4]
      : [a + 3, Math.min(b, 40) + 3, Math.max(c > 12 ? rng.int(6, 16) : c + 3, 4)];

  const premium = materialType.premium * (primary.premium ?? 1);
  const priceCents = shopPrice(rng.float(type.price[0], type.price[1]) * scale ** 0.8 * premium);
  const discountPercent = rng.chance(1 / 3) ? rng.weighted(DISCOUNTS) : 0;
  const stock = rng.chance(0.07) ? 0 : rng.int(1, 60);

  const materials = [primary];
  if (rng.chance(0.75) && secondary !== primary) materials.push(secondary);
  const extras = type.secondary.map(materialByName).filter((m) => !materials.includes(m) && m !== secondary);
  if (extras.length > 0 && rng.chance(0.2)) materials.push(rng.pick(extras));

  const opener = rng.pick(TYPE_OPENERS[type.name] ?? OPENERS[type.family]).replace('{name}', name);
  const line = rng
    .pick(MATERIAL_LINES[primary.type] ?? MATERIAL_LINES.Wood!)
    .replace('{material}', materialWords(primary));
  const closer = rng.chance(0.7) ? ` ${rng.pick(CLOSERS[type.pack])}` : '';

  return {
    name,
    slug,
    description: `${opener} ${line}${closer}`,
    priceCents,
    discountPercent,
    stock,
    widthIn,
    depthIn,
    heightIn,
    packageLengthIn: box[0]!,
    packageWidthIn: box[1]!,
    packageHeightIn: box[2]!,
    packageWeightLb: Math.round(weight * 10) / 10,
    viewCount: Math.floor(rng.next() ** 3 * 4000) + rng.int(3, 60),
    family: type.family,
    primary,
    secondary,
    materials,
  };
}
