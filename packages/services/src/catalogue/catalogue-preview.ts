import { CATALOGUE_MESSAGES, type TCatalogueError } from '@shop/domain';
import type { Db } from '../common/db.js';
import { placeholders } from '../common/sql-values.js';
import { parseCatalogueCsv, type IParsedCatalogue } from './catalogue-csv.js';
import {
  changedColumns,
  fromProductRow,
  imageKeyOf,
  lineToProduct,
  resolveReferences,
  variantSummaryErrors,
  type ICatalogueProduct,
  type ICatalogueReferences,
} from './catalogue-rows.js';
import { chunks, groupBy, SELECT_PRODUCT } from './catalogue-sql.js';
import { planVariants, type IPlannedVariant } from './catalogue-variants.js';
import type { IPlannedRow } from './catalogue-write.js';

/*
 * An import's dry run: every line checked against the row schema and the database as it is, references loaded
 * once per file into maps (no query per line), and the writes it would make. The upload shows it; applying the
 * file runs it again against the database as it is then.
 */

/** Values in one IN (...) list of the import's preload. */
const LOOKUP_CHUNK = 500;

/** A product a file's row names, as it is now. */
interface IExistingProduct {
  id: number;
  product: ICatalogueProduct;
  /** Sold by variants: its price, discount and stock are theirs. */
  byVariants: boolean;
}

export interface ICataloguePlan {
  rowCount: number;
  errors: TCatalogueError[];
  /** Creates and updates in line order (unchanged lines left out). */
  writes: IPlannedRow[];
  /** Variants' creates and updates in line order, written after the products. */
  variantWrites: IPlannedVariant[];
  creates: number;
  updates: number;
  unchanged: number;
}

/** Checks the file against the row schema and the database as it is now; writes nothing. */
export async function planCatalogue(db: Db, text: string): Promise<ICataloguePlan> {
  const parsed = parseCatalogueCsv(text);
  if (!parsed.columns.length)
    return {
      rowCount: parsed.rowCount,
      errors: parsed.errors,
      writes: [],
      variantWrites: [],
      creates: 0,
      updates: 0,
      unchanged: 0,
    };
  return planParsed(db, parsed);
}

async function planParsed(
  db: Db,
  { columns, lines, variantLines, refusedReferences, errors: parseErrors, rowCount }: IParsedCatalogue,
): Promise<ICataloguePlan> {
  const errors = [...parseErrors];
  // A SKU (of a product or a variant: one space) or slug twice in the file: the later line is the error.
  const skuLine = new Map<string, number>();
  const once = <L extends { line: number; row: { sku: string } }>(line: L) => {
    const first = skuLine.get(line.row.sku);
    if (first === undefined) return skuLine.set(line.row.sku, line.line);
    errors.push({ line: line.line, field: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(first) });
    return false;
  };
  const all = [...lines, ...variantLines].sort((a, b) => a.line - b.line).filter(once);
  const unique = lines.filter((line) => all.includes(line));
  const uniqueVariants = variantLines.filter((line) => all.includes(line));
  const refs = await references(
    db,
    [...lines, ...variantLines, ...refusedReferences].flatMap((line) => line.row.image_urls),
  );
  // A line the row schema refused has its references checked as well: all of its errors in one upload.
  for (const refused of refusedReferences)
    errors.push(...resolveReferences(refused.line, refused.row, refs).errors);
  const existing = await existingBySku(
    db,
    unique.map((line) => line.row.sku),
  );
  const variantPlan = await planVariants(db, uniqueVariants, columns, [...skuLine.keys()], refs.knownImages);
  errors.push(...variantPlan.errors);
  const planned: IPlannedRow[] = [];
  // Products sold by variants, and those the file gives their first ones.
  const byVariants = new Set(variantPlan.writes.map((row) => row.productId));
  for (const line of unique) {
    if (variantPlan.variantSkus.has(line.row.sku)) {
      errors.push({ line: line.line, field: 'sku', message: CATALOGUE_MESSAGES.skuOfVariant });
      continue;
    }
    const before = existing.get(line.row.sku);
    const result = lineToProduct(line, columns, refs, before?.product);
    if (result.product && before && (before.byVariants || byVariants.has(before.id)))
      result.errors.push(...variantSummaryErrors(line.line, before.product, result.product));
    errors.push(...result.errors);
    if (!result.product || result.errors.length) continue;
    const fields = before ? changedColumns(before.product, result.product) : [...columns];
    planned.push({
      line: line.line,
      product: result.product,
      ...(before ? { existing: before } : {}),
      fields,
    });
  }
  // Slugs: once in the file, and not another product's (by SKU) in the database.
  const owners = await slugOwners(
    db,
    planned.map((row) => row.product.slug),
  );
  const slugLine = new Map<string, number>();
  const valid = planned.filter((row) => {
    const { slug, sku } = row.product;
    const first = slugLine.get(slug);
    if (first !== undefined) {
      errors.push({ line: row.line, field: 'slug', message: CATALOGUE_MESSAGES.duplicateSlug(first) });
      return false;
    }
    slugLine.set(slug, row.line);
    const owner = owners.get(slug);
    if (owner !== undefined && owner !== sku) {
      errors.push({ line: row.line, field: 'slug', message: CATALOGUE_MESSAGES.slugTaken });
      return false;
    }
    return true;
  });
  errors.sort((a, b) => a.line - b.line);
  const writes = valid.filter((row) => !row.existing || row.fields.length > 0);
  const { writes: variantWrites } = variantPlan;
  const creates = [...writes, ...variantWrites].filter((row) => !row.existing).length;
  return {
    rowCount,
    errors,
    writes,
    variantWrites,
    creates,
    updates: writes.length + variantWrites.length - creates,
    unchanged: valid.length - writes.length + variantPlan.unchanged,
  };
}

async function references(db: Db, imageRefs: string[]): Promise<ICatalogueReferences> {
  const [roomTypes, materials] = await Promise.all([
    db.query<{ id: number; slug: string; name: string }>(
      'SELECT id AS `id`, slug AS `slug`, name AS `name` FROM room_types',
    ),
    db.query<{ id: number; name: string }>('SELECT id AS `id`, name AS `name` FROM materials'),
  ]);
  const many = (rows: { id: number; name: string }[]) => {
    const map = new Map<string, number[]>();
    for (const { id, name } of rows) {
      const key = name.trim().toLowerCase();
      map.set(key, [...(map.get(key) ?? []), Number(id)]);
    }
    return map;
  };
  const keys = [...new Set(imageRefs.map(imageKeyOf).filter((key): key is string => !!key))];
  const knownImages = new Set<string>();
  for (const part of chunks(keys, LOOKUP_CHUNK)) {
    // A variant shows one of the product's images, or its own.
    const rows = await db.query<{ image: string }>(
      `SELECT image AS \`image\` FROM product_images WHERE image IN (${placeholders(part)}) ` +
        `UNION SELECT image AS \`image\` FROM product_variants WHERE image IN (${placeholders(part)})`,
      [...part, ...part],
    );
    for (const { image } of rows) knownImages.add(image);
  }
  return {
    roomTypeBySlug: new Map(roomTypes.map((t) => [t.slug.toLowerCase(), Number(t.id)])),
    roomTypesByName: many(roomTypes),
    materialsByName: many(materials),
    knownImages,
  };
}

/** The products the file names, with their materials and images, LOOKUP_CHUNK SKUs per query. */
async function existingBySku(db: Db, skus: string[]): Promise<Map<string, IExistingProduct>> {
  const found = new Map<string, IExistingProduct>();
  for (const part of chunks(skus, LOOKUP_CHUNK)) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT p.id AS \`id\`, ${SELECT_PRODUCT}, ` +
        '(EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id)) AS `byVariants` ' +
        `FROM products p WHERE p.sku IN (${placeholders(part)})`,
      part,
    );
    if (!rows.length) continue;
    const ids = rows.map((row) => Number(row.id));
    const [materials, images] = await Promise.all([
      db.query<{ productId: number; materialId: number }>(
        'SELECT product_id AS `productId`, material_id AS `materialId` FROM product_materials ' +
          `WHERE product_id IN (${placeholders(ids)})`,
        ids,
      ),
      db.query<{ productId: number; image: string }>(
        'SELECT product_id AS `productId`, image AS `image` FROM product_images ' +
          `WHERE product_id IN (${placeholders(ids)}) ORDER BY position, id`,
        ids,
      ),
    ]);
    const materialsOf = groupBy(
      materials,
      (m) => Number(m.productId),
      (m) => Number(m.materialId),
    );
    const imagesOf = groupBy(
      images,
      (i) => Number(i.productId),
      (i) => i.image,
    );
    for (const row of rows) {
      const id = Number(row.id);
      const product: ICatalogueProduct = {
        ...fromProductRow(row),
        materialIds: (materialsOf.get(id) ?? []) as number[],
        images: (imagesOf.get(id) ?? []) as string[],
      };
      found.set(product.sku, { id, product, byVariants: Number(row.byVariants) > 0 });
    }
  }
  return found;
}

/** Which SKU holds each of these slugs now. */
async function slugOwners(db: Db, slugs: string[]): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const part of chunks([...new Set(slugs)], LOOKUP_CHUNK)) {
    const rows = await db.query<{ slug: string; sku: string }>(
      `SELECT slug AS \`slug\`, sku AS \`sku\` FROM products WHERE slug IN (${placeholders(part)})`,
      part,
    );
    for (const { slug, sku } of rows) owners.set(slug, sku);
  }
  return owners;
}
