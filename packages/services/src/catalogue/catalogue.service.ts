import { CatalogueImport, CatalogueImportPart } from '@shop/db';
import {
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
import { ConflictError } from '../errors.js';
import type { UnusedImages } from '../images/unused-images.js';
import { applyPlan } from './catalogue-apply.js';
import { exportRecords } from './catalogue-export.js';
import { planCatalogue, type ICataloguePlan } from './catalogue-preview.js';
import { chunks } from './catalogue-sql.js';

/** Characters per stored slice of a file (16 000 fit a MySQL TEXT in any encoding). */
const PART_CHARS = 16_000;
/** Uploads older than this are forgotten when the next one arrives. */
const KEEP_IMPORTS_MS = 24 * 60 * 60 * 1000;

/**
 * The catalogue as CSV: a streamed export with the product list's filters (catalogue-export.ts), and an import in
 * three steps. The upload stores the file with its dry run (catalogue-preview.ts; nothing else is written);
 * applying it checks the whole file again against the database as it is then and, only when no line has an error,
 * writes it in batches of CATALOGUE_BATCH_ROWS lines (catalogue-apply.ts), each its own transaction, matched by
 * SKU, with the progress in the import's row.
 */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      unusedImages?: UnusedImages;
      log?: (message: string, error?: unknown) => void;
    } = {},
  ) {}

  /** CSV records (arrays of cells) of the export, for a CSV writer. */
  exportRecords(input: TCatalogueExportInput, origin = ''): AsyncGenerator<string[]> {
    return exportRecords(this.db, input, origin);
  }

  /**
   * Step 1, the upload: the dry run's counts, errors and first changes, stored with the file (status `validated`,
   * or `invalid` when any line has an error). Uploads older than a day are forgotten.
   */
  /** A file checked against the row schema and the database as it is now; writes nothing (catalogue-preview.ts). */
  plan(text: string): Promise<ICataloguePlan> {
    return planCatalogue(this.db, text);
  }

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
    return this.importDetail(id);
  }

  async importDetail(id: number): Promise<TCatalogueImport> {
    return toCatalogueImport(await findOrThrow(this.db.repo(CatalogueImport), id, 'Import'));
  }

  /**
   * Step 2: starts applying a validated upload (409 for any other) and answers at once with status `running`;
   * the work goes on in this process, and `importDetail` (from any process) shows its progress.
   */
  async applyImport(id: number): Promise<TCatalogueImport> {
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
    return this.importDetail(id);
  }

  /**
   * Applies the stored file: checked again as a whole (the catalogue may have changed since the dry run), then
   * written in batches. A line that has become an error fails the import before anything is written; a new SKU
   * that a product or variant save takes after that check stops the import at its batch (rolled back), naming the
   * line, as the save that lost would have heard (catalogue-write.ts).
   */
  private async run(id: number): Promise<void> {
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
    const { replacedImages, processed, taken } = await applyPlan(this.db, plan, id);
    await this.finish(
      id,
      taken ? 'failed' : 'done',
      taken
        ? {
            failure: CATALOGUE_MESSAGES.skuTakenWhileApplying(processed),
            errorCount: taken.errors.length,
            errors: JSON.stringify(taken.errors.slice(0, MAX_CATALOGUE_REPORTED)),
            processed,
          }
        : { processed },
    );
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
