import { CatalogueImport, CatalogueImportPart, Product } from '@shop/db';
import {
  CATALOGUE_BATCH_ROWS,
  CATALOGUE_MESSAGES,
  MAX_CATALOGUE_REPORTED,
  type TCatalogueChange,
  type TCatalogueError,
  type TCatalogueExportInput,
  type TCatalogueImport,
  type TCatalogueImportStatus,
} from '@shop/domain';
import { LessThan } from 'typeorm';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { isoDate } from '../common/reads/paged-query.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { UnusedImages } from '../images/unused-images.js';
import { parseCatalogueCsv, type IParsedCatalogue } from './catalogue-csv.js';
import { planVariants, writeVariantBatch, type IPlannedVariant } from './catalogue-variants.js';
import {
  changedColumns,
  fromProductRow,
  imageKeyOf,
  lineToProduct,
  resolveReferences,
  type ICatalogueProduct,
  type ICatalogueReferences,
  type IExportedProduct,
} from './catalogue-rows.js';
import { exportProducts, exportRecords } from './catalogue-export.js';
import { chunks, FIELDS, groupBy, marks, SELECT_PRODUCT } from './catalogue-sql.js';

/** Values in one IN (...) list of the import's preload. */
const LOOKUP_CHUNK = 500;
/** Characters per stored slice of a file (16 000 fit a MySQL TEXT in any encoding). */
const PART_CHARS = 16_000;
/** Uploads older than this are forgotten when the next one arrives. */
const KEEP_IMPORTS_MS = 24 * 60 * 60 * 1000;

/** One line's planned write. */
interface IPlannedRow {
  line: number;
  product: ICatalogueProduct;
  /** Set for an update: the product's id and what it was. */
  existing?: { id: number; product: ICatalogueProduct };
  fields: string[];
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

/**
 * The catalogue as CSV: a streamed export with the product list's filters, and an import in three steps. The
 * upload checks every line against the row schema and the database and stores the file with its dry run (nothing
 * else is written); applying it checks the whole file again against the database as it is then and, only when no
 * line has an error, writes it in batches of CATALOGUE_BATCH_ROWS lines, each its own transaction, matched by SKU,
 * with the progress in the import's row. References are loaded once per file into maps (no query per line).
 */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      unusedImages?: UnusedImages;
      log?: (message: string, error?: unknown) => void;
    } = {},
  ) {}

  /** The products matching the list's filters, by id, EXPORT_BATCH at a time (catalogue-export.ts). */
  exportProducts(input: TCatalogueExportInput): AsyncGenerator<IExportedProduct[]> {
    return exportProducts(this.db, input);
  }

  /** CSV records (arrays of cells) of the export, for a CSV writer. */
  exportRecords(input: TCatalogueExportInput, origin = ''): AsyncGenerator<string[]> {
    return exportRecords(this.db, input, origin);
  }

  /** Checks the file against the row schema and the database as it is now; writes nothing. */
  async plan(text: string): Promise<ICataloguePlan> {
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
    return this.planParsed(parsed);
  }

  private async planParsed({
    columns,
    lines,
    variantLines,
    refusedReferences,
    errors: parseErrors,
    rowCount,
  }: IParsedCatalogue): Promise<ICataloguePlan> {
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
    const refs = await this.references(
      [...lines, ...variantLines, ...refusedReferences].flatMap((line) => line.row.image_urls),
    );
    // A line the row schema refused has its references checked as well: all of its errors in one upload.
    for (const refused of refusedReferences)
      errors.push(...resolveReferences(refused.line, refused.row, refs).errors);
    const existing = await this.existingBySku(unique.map((line) => line.row.sku));
    const variantPlan = await planVariants(
      this.db,
      uniqueVariants,
      columns,
      [...skuLine.keys()],
      refs.knownImages,
    );
    errors.push(...variantPlan.errors);
    const planned: IPlannedRow[] = [];
    for (const line of unique) {
      if (variantPlan.variantSkus.has(line.row.sku)) {
        errors.push({ line: line.line, field: 'sku', message: CATALOGUE_MESSAGES.skuOfVariant });
        continue;
      }
      const before = existing.get(line.row.sku);
      const result = lineToProduct(line, columns, refs, before?.product);
      errors.push(...result.errors);
      if (!result.product) continue;
      const fields = before ? changedColumns(before.product, result.product) : [...columns];
      planned.push({
        line: line.line,
        product: result.product,
        ...(before ? { existing: before } : {}),
        fields,
      });
    }
    // Slugs: once in the file, and not another product's (by SKU) in the database.
    const owners = await this.slugOwners(planned.map((row) => row.product.slug));
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

  private async references(imageRefs: string[]): Promise<ICatalogueReferences> {
    const [roomTypes, materials] = await Promise.all([
      this.db.query<{ id: number; slug: string; name: string }>(
        'SELECT id AS `id`, slug AS `slug`, name AS `name` FROM room_types',
      ),
      this.db.query<{ id: number; name: string }>('SELECT id AS `id`, name AS `name` FROM materials'),
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
      const rows = await this.db.query<{ image: string }>(
        `SELECT image AS \`image\` FROM product_images WHERE image IN (${marks(part.length)}) ` +
          `UNION SELECT image AS \`image\` FROM product_variants WHERE image IN (${marks(part.length)})`,
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
  private async existingBySku(
    skus: string[],
  ): Promise<Map<string, { id: number; product: ICatalogueProduct }>> {
    const found = new Map<string, { id: number; product: ICatalogueProduct }>();
    for (const part of chunks(skus, LOOKUP_CHUNK)) {
      const rows = await this.db.query<Record<string, unknown>>(
        `SELECT p.id AS \`id\`, ${SELECT_PRODUCT} FROM products p WHERE p.sku IN (${marks(part.length)})`,
        part,
      );
      if (!rows.length) continue;
      const ids = rows.map((row) => Number(row.id));
      const [materials, images] = await Promise.all([
        this.db.query<{ productId: number; materialId: number }>(
          'SELECT product_id AS `productId`, material_id AS `materialId` FROM product_materials ' +
            `WHERE product_id IN (${marks(ids.length)})`,
          ids,
        ),
        this.db.query<{ productId: number; image: string }>(
          'SELECT product_id AS `productId`, image AS `image` FROM product_images ' +
            `WHERE product_id IN (${marks(ids.length)}) ORDER BY position, id`,
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
        found.set(product.sku, { id, product });
      }
    }
    return found;
  }

  /** Which SKU holds each of these slugs now. */
  private async slugOwners(slugs: string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (const part of chunks([...new Set(slugs)], LOOKUP_CHUNK)) {
      const rows = await this.db.query<{ slug: string; sku: string }>(
        `SELECT slug AS \`slug\`, sku AS \`sku\` FROM products WHERE slug IN (${marks(part.length)})`,
        part,
      );
      for (const { slug, sku } of rows) owners.set(slug, sku);
    }
    return owners;
  }

  /**
   * Step 1, the upload: the dry run's counts, errors and first changes, stored with the file (status `validated`,
   * or `invalid` when any line has an error). Uploads older than a day are forgotten.
   */
  async upload(text: string, filename: string): Promise<TCatalogueImport> {
    const plan = await this.plan(text);
    const id = await this.db.transaction(async (tx) => {
      await tx.repo(CatalogueImport).delete({ createdAt: LessThan(new Date(Date.now() - KEEP_IMPORTS_MS)) });
      const result = await tx.repo(CatalogueImport).insert({
        status: plan.errors.length ? 'invalid' : 'validated',
        filename: filename.slice(0, 255),
        rowCount: plan.rowCount,
        creates: plan.creates,
        updates: plan.updates,
        unchanged: plan.unchanged,
        errorCount: plan.errors.length,
        errors: JSON.stringify(plan.errors.slice(0, MAX_CATALOGUE_REPORTED)),
        changes: JSON.stringify(changesOf(plan)),
      });
      const importId = Number(result.identifiers[0]!.id);
      // Only a file that may be applied is kept.
      if (!plan.errors.length) {
        const parts = [];
        for (let i = 0; i * PART_CHARS < text.length; i++)
          parts.push({ importId, position: i, text: text.slice(i * PART_CHARS, (i + 1) * PART_CHARS) });
        for (const batch of chunks(parts, 50)) await tx.repo(CatalogueImportPart).insert(batch);
      }
      return importId;
    });
    return this.detail(id);
  }

  async detail(id: number): Promise<TCatalogueImport> {
    return toCatalogueImport(await findOrThrow(this.db.repo(CatalogueImport), id, 'Import'));
  }

  /**
   * Step 2: starts applying a validated upload (409 for any other) and answers at once with status `running`;
   * the work goes on in this process, and `detail` (from any process) shows its progress.
   */
  async apply(id: number): Promise<TCatalogueImport> {
    await findOrThrow(this.db.repo(CatalogueImport), id, 'Import');
    // Only one caller wins the switch from validated to running.
    const switched = await this.db
      .repo(CatalogueImport)
      .update({ id, status: 'validated' }, { status: 'running' });
    if (!switched.affected) throw new ConflictError(CATALOGUE_MESSAGES.notReady);
    void this.run(id).catch(async (error: unknown) => {
      this.deps.log?.('catalogue import failed', error);
      await this.finish(id, 'failed', {
        failure: 'The import stopped on an unexpected error; see the server log.',
      }).catch(() => undefined);
    });
    return this.detail(id);
  }

  /**
   * Applies the stored file: checked again as a whole (the catalogue may have changed since the dry run), then
   * written in batches. A line that has become an error fails the import before anything is written.
   */
  async run(id: number): Promise<void> {
    const parts = await this.db
      .repo(CatalogueImportPart)
      .find({ where: { importId: id }, order: { position: 'ASC' } });
    const plan = await this.plan(parts.map((part) => part.text).join(''));
    if (plan.errors.length) {
      await this.finish(id, 'failed', {
        failure: CATALOGUE_MESSAGES.hasErrors,
        errorCount: plan.errors.length,
        errors: JSON.stringify(plan.errors.slice(0, MAX_CATALOGUE_REPORTED)),
      });
      return;
    }
    await this.db.repo(CatalogueImport).update(
      { id },
      {
        creates: plan.creates,
        updates: plan.updates,
        unchanged: plan.unchanged,
        changes: JSON.stringify(changesOf(plan)),
      },
    );
    const replacedImages: string[] = [];
    let processed = 0;
    for (const batch of chunks(plan.writes, CATALOGUE_BATCH_ROWS)) {
      processed += batch.length;
      replacedImages.push(...(await this.db.transaction((tx) => writeBatch(tx, batch, id, processed))));
    }
    // Variants after the products, so that a product's row and its variants' in one file meet in order.
    for (const batch of chunks(plan.variantWrites, CATALOGUE_BATCH_ROWS)) {
      processed += batch.length;
      await this.db.transaction(async (tx) => {
        await writeVariantBatch(tx, batch);
        await tx.repo(CatalogueImport).update({ id }, { processed });
      });
    }
    await this.finish(id, 'done', { processed });
    await this.deps.unusedImages?.removeUnused(replacedImages, this.db);
  }

  private async finish(
    id: number,
    status: TCatalogueImportStatus,
    set: Partial<Pick<CatalogueImport, 'failure' | 'errorCount' | 'errors' | 'processed'>>,
  ): Promise<void> {
    await this.db.repo(CatalogueImport).update({ id }, { ...set, status, finishedAt: new Date() });
    await this.db.repo(CatalogueImportPart).delete({ importId: id });
  }
}

/** The first planned creates and updates for the report. */
function changesOf(plan: ICataloguePlan): TCatalogueChange[] {
  const changes: TCatalogueChange[] = [
    ...plan.writes.map((row) => ({
      line: row.line,
      sku: row.product.sku,
      action: row.existing ? ('update' as const) : ('create' as const),
      fields: row.fields,
    })),
    ...plan.variantWrites.map((row) => ({
      line: row.line,
      sku: row.variant.sku,
      action: row.existing ? ('update' as const) : ('create' as const),
      fields: row.fields,
    })),
  ];
  return changes.sort((a, b) => a.line - b.line).slice(0, MAX_CATALOGUE_REPORTED);
}

function productColumns(product: ICatalogueProduct) {
  const columns: Record<string, unknown> = {};
  for (const field of FIELDS) columns[field] = product[field];
  return { ...columns, image: product.images[0] ?? null } as Partial<Product>;
}

/**
 * One batch in one transaction: the new products in one INSERT, the changed ones one UPDATE each (by primary key),
 * then their material links and images replaced in bulk, and the import's progress. Answers the image keys the
 * batch took off products (removed once unused, after the commit).
 */
async function writeBatch(
  tx: Db,
  batch: IPlannedRow[],
  importId: number,
  processed: number,
): Promise<string[]> {
  const creates = batch.filter((row) => !row.existing);
  const updates = batch.filter((row) => row.existing);
  const idOf = new Map<IPlannedRow, number>();
  if (creates.length) {
    await tx
      .repo(Product)
      .createQueryBuilder()
      .insert()
      .into(Product)
      .values(creates.map((row) => productColumns(row.product)))
      .updateEntity(false)
      .execute();
    const created = await tx.query<{ id: number; sku: string }>(
      `SELECT id AS \`id\`, sku AS \`sku\` FROM products WHERE sku IN (${marks(creates.length)})`,
      creates.map((row) => row.product.sku),
    );
    const bySku = new Map(created.map((row) => [row.sku, Number(row.id)]));
    for (const row of creates) idOf.set(row, bySku.get(row.product.sku)!);
  }
  for (const row of updates) {
    idOf.set(row, row.existing!.id);
    await tx.repo(Product).update({ id: row.existing!.id }, productColumns(row.product));
  }
  const relinked = batch.filter((row) => !row.existing || row.fields.includes('materials'));
  const reimaged = batch.filter((row) => !row.existing || row.fields.includes('image_urls'));
  const relinkedOld = relinked.filter((row) => row.existing).map((row) => row.existing!.id);
  if (relinkedOld.length)
    await tx.query(
      `DELETE FROM product_materials WHERE product_id IN (${marks(relinkedOld.length)})`,
      relinkedOld,
    );
  const links = relinked.flatMap((row) =>
    row.product.materialIds.map((materialId) => [idOf.get(row)!, materialId]),
  );
  for (const part of chunks(links, 1000))
    await tx.query(
      `INSERT INTO product_materials (product_id, material_id) VALUES ${part.map(() => '(?, ?)').join(', ')}`,
      part.flat(),
    );
  const reimagedOld = reimaged.filter((row) => row.existing).map((row) => row.existing!.id);
  if (reimagedOld.length)
    await tx.query(
      `DELETE FROM product_images WHERE product_id IN (${marks(reimagedOld.length)})`,
      reimagedOld,
    );
  const pictures = reimaged.flatMap((row) =>
    row.product.images.map((image, position) => [idOf.get(row)!, image, '', position]),
  );
  for (const part of chunks(pictures, 500))
    await tx.query(
      `INSERT INTO product_images (product_id, image, alt, position) VALUES ${part.map(() => '(?, ?, ?, ?)').join(', ')}`,
      part.flat(),
    );
  await tx.repo(CatalogueImport).update({ id: importId }, { processed });
  return reimaged.flatMap((row) => row.existing?.product.images ?? []);
}

function toCatalogueImport(row: CatalogueImport): TCatalogueImport {
  return {
    id: row.id,
    status: row.status as TCatalogueImportStatus,
    filename: row.filename,
    rows: row.rowCount,
    creates: row.creates,
    updates: row.updates,
    unchanged: row.unchanged,
    processed: row.processed,
    errorCount: row.errorCount,
    errors: JSON.parse(row.errors) as TCatalogueError[],
    changes: JSON.parse(row.changes) as TCatalogueChange[],
    failure: row.failure,
    createdAt: isoDate(row.createdAt),
    finishedAt: row.finishedAt ? isoDate(row.finishedAt) : null,
  };
}

/** A refused upload in the errors table's words: 422 on `file`. */
export function catalogueFileError(message: string): FieldValidationError {
  return new FieldValidationError({ file: [message] }, message);
}
