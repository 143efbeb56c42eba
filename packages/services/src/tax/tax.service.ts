import { TaxOverride, TaxRate } from '@shop/db';
import {
  MAX_TAX_RATE_PPM,
  TAX_MESSAGES,
  US_STATE_CODES,
  US_STATES,
  csvCellValue,
  formatTaxRate,
  formatUsd,
  parseTaxRate,
  taxReportCsv,
  type TTaxOverride,
  type TTaxOverridePreview,
  type TTaxReport,
  type TTaxReportInput,
  type TTaxReportRow,
  type TTaxSettings,
  type TTaxStateRate,
  type TTaxStateUpdateInput,
  type TUsState,
} from '@shop/domain';
import { parse } from 'csv-parse/sync';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { RateTableTaxProvider } from './rate-table.provider.js';
import { StripeTaxProvider, type IStripeTaxConfig } from './stripe-tax.provider.js';
import type { ITaxCalculation, ITaxProvider, ITaxRequest } from './tax-provider.js';

export interface ITaxConfig {
  /** STRIPE_TAX=on with STRIPE_SECRET_KEY: Stripe Tax computes tax; otherwise the shop's rate table. */
  stripe?: IStripeTaxConfig | undefined;
}

export interface ITaxDeps extends ITaxConfig {
  now: TClock;
}

export const MAX_OVERRIDE_ROWS = 5_000;

const stateName = (state: string) => US_STATES[state as TUsState] ?? state;

function toStateRate(row: TaxRate): TTaxStateRate {
  return {
    state: row.state as TUsState,
    name: stateName(row.state),
    ratePpm: row.ratePpm,
    rate: formatTaxRate(row.ratePpm),
    collects: Boolean(row.collects),
    shippingTaxable: Boolean(row.shippingTaxable),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function toOverride(row: TaxOverride): TTaxOverride {
  return {
    id: row.id,
    state: row.state,
    zip: row.zip,
    county: row.county,
    ratePpm: row.ratePpm,
    rate: formatTaxRate(row.ratePpm),
  };
}

/** "YYYY-MM" plus `months` (may be negative). */
function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Sales tax: the quote (through the configured provider, called before any transaction opens), the rate table's
 * settings (ADMIN only, each change re-checking the author's role in its transaction), the CSV import of local
 * overrides, and the report of tax collected per state and month, net of the tax given back with refunds.
 */
export class TaxService {
  readonly provider: ITaxProvider;

  constructor(
    private readonly db: Db,
    private readonly deps: ITaxDeps,
  ) {
    this.provider = deps.stripe ? new StripeTaxProvider(deps.stripe) : new RateTableTaxProvider(db);
  }

  /** Network allowed: never call this inside a transaction (checkout calls it before its own opens). */
  calculate(request: ITaxRequest): Promise<ITaxCalculation> {
    return this.provider.calculate(request);
  }

  async settings(): Promise<TTaxSettings> {
    const [states, overrides] = await Promise.all([
      this.db.repo(TaxRate).find(),
      this.db.repo(TaxOverride).find({ order: { state: 'ASC', zip: 'ASC' } }),
    ]);
    const order = new Map(US_STATE_CODES.map((code, i) => [code as string, i]));
    return {
      source: this.provider.kind,
      notice: TAX_MESSAGES.verifyRates,
      states: states.sort((a, b) => (order.get(a.state) ?? 99) - (order.get(b.state) ?? 99)).map(toStateRate),
      overrides: overrides.map(toOverride),
    };
  }

  /** One state's rate, whether the shop collects there and whether shipping is taxed. */
  async updateState(input: TTaxStateUpdateInput, actor: IStaffActor): Promise<TTaxStateRate> {
    const ratePpm = parseTaxRate(input.rate);
    if (ratePpm === null) throw new FieldValidationError({ rate: [TAX_MESSAGES.rateInvalid] });
    return this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const repo = tx.repo(TaxRate);
      const values = { ratePpm, collects: input.collects, shippingTaxable: input.shippingTaxable };
      if (await repo.existsBy({ state: input.state })) await repo.update({ state: input.state }, values);
      else await repo.insert({ state: input.state, ...values });
      return toStateRate(await repo.findOneByOrFail({ state: input.state }));
    });
  }

  /** What importing the file would do (nothing is written): see ZTaxOverridePreviewInput. */
  async previewOverrides(input: { csv: string; replace: boolean }): Promise<TTaxOverridePreview> {
    const rows = parseOverrideCsv(input.csv);
    return overridePreview(rows, await this.db.repo(TaxOverride).find(), input.replace);
  }

  /**
   * Imports local overrides from CSV text with a header row `state,zip,county,rate` (rate in percent, "8.875";
   * zip a 5-digit ZIP or a 3-digit area). Every row is checked before anything is written: one bad row refuses
   * the file (422 on `csv`, naming the rows), so a half-imported table never exists. A row replaces the override
   * of its state and ZIP; `replace` also deletes the overrides the file does not name, only when `confirmRemoved`
   * names exactly those (the preview's), checked in the same transaction: a file of one row cannot silently take
   * a city's rates away.
   */
  async importOverrides(
    input: { csv: string; replace: boolean; confirmRemoved?: number[] | undefined },
    actor: IStaffActor,
  ): Promise<{ imported: number; removed: number }> {
    const rows = parseOverrideCsv(input.csv);
    return this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const repo = tx.repo(TaxOverride);
      const current = await repo.find({
        lock: tx.dialect === 'mysql' ? { mode: 'pessimistic_write' } : undefined,
      });
      const preview = overridePreview(rows, current, input.replace);
      const removing = preview.removed.map((o) => o.id);
      if (input.replace && removing.length > 0) {
        if (!input.confirmRemoved)
          throw new FieldValidationError({
            confirmRemoved: [TAX_MESSAGES.replaceUnconfirmed(removing.length)],
          });
        const confirmed = new Set(input.confirmRemoved);
        if (confirmed.size !== removing.length || removing.some((id) => !confirmed.has(id)))
          throw new ConflictError(TAX_MESSAGES.replaceChanged);
      }
      const replaced = current.filter((o) => rows.some((r) => r.state === o.state && r.zip === o.zip));
      const ids = [...removing, ...replaced.map((o) => o.id)];
      for (let i = 0; i < ids.length; i += 500) await repo.delete(ids.slice(i, i + 500));
      for (let i = 0; i < rows.length; i += 500) await repo.insert(rows.slice(i, i + 500));
      return { imported: rows.length, removed: ids.length };
    });
  }

  /**
   * Tax per state and month (UTC): what the paid orders collected in the month they were placed, less the tax
   * refunds gave back in the month the money went back (a return months after the sale lowers that later month,
   * as a filing does); the last 12 months by default.
   */
  async report(input: TTaxReportInput): Promise<TTaxReport> {
    const thisMonth = this.deps.now().toISOString().slice(0, 7);
    const to = input.to ?? (input.from ? addMonths(input.from, 11) : thisMonth);
    const from = input.from ?? addMonths(to, -11);
    if (from > to) throw new FieldValidationError({ from: ['The first month must not be after the last.'] });
    const monthOf = (column: string) =>
      this.db.dialect === 'mysql' ? `DATE_FORMAT(${column}, '%Y-%m')` : `strftime('%Y-%m', ${column})`;
    const range = [`${from}-01 00:00:00`, `${addMonths(to, 1)}-01 00:00:00`];
    const [sold, refunded] = await Promise.all([
      this.db.query<Record<string, string | number | null>>(
        `SELECT ${monthOf('o.created_at')} AS month, o.state AS state, COUNT(*) AS orders,
                SUM(o.subtotal_cents + o.shipping_cents + o.delivery_fee_cents) AS sales,
                SUM(o.delivery_fee_cents) AS delivery, SUM(o.delivery_fee_tax_cents) AS delivery_tax,
                SUM(o.tax_cents) AS tax
           FROM orders o
          WHERE o.payment_status IN ('completed', 'refunded') AND o.created_at >= ? AND o.created_at < ?
          GROUP BY ${monthOf('o.created_at')}, o.state`,
        range,
      ),
      // A refund is recorded once, when it succeeds: its last change is that day.
      this.db.query<Record<string, string | number | null>>(
        `SELECT ${monthOf('r.updated_at')} AS month, o.state AS state, SUM(r.tax_cents) AS refunded
           FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.status = 'succeeded' AND r.updated_at >= ? AND r.updated_at < ?
          GROUP BY ${monthOf('r.updated_at')}, o.state`,
        range,
      ),
    ]);
    const byKey = new Map<string, TTaxReportRow>();
    const rowOf = (month: string, state: string) => {
      const key = `${month}|${state}`;
      const row = byKey.get(key) ?? {
        month,
        state,
        orders: 0,
        salesCents: 0,
        deliveryFeesCents: 0,
        deliveryTaxCents: 0,
        taxCents: 0,
        refundedTaxCents: 0,
        netTaxCents: 0,
      };
      byKey.set(key, row);
      return row;
    };
    for (const r of sold)
      Object.assign(rowOf(String(r.month), String(r.state)), {
        orders: Number(r.orders),
        salesCents: Number(r.sales ?? 0),
        deliveryFeesCents: Number(r.delivery ?? 0),
        deliveryTaxCents: Number(r.delivery_tax ?? 0),
        taxCents: Number(r.tax ?? 0),
      });
    for (const r of refunded)
      rowOf(String(r.month), String(r.state)).refundedTaxCents = Number(r.refunded ?? 0);
    const rows = [...byKey.values()]
      .map((row) => ({ ...row, netTaxCents: row.taxCents - row.refundedTaxCents }))
      .sort((a, b) => a.month.localeCompare(b.month) || a.state.localeCompare(b.state));
    const totalNetTaxCents = rows.reduce((sum, r) => sum + r.netTaxCents, 0);
    return { from, to, rows, totalNetTaxCents, total: formatUsd(totalNetTaxCents) };
  }

  async reportCsv(input: TTaxReportInput): Promise<{ filename: string; csv: string }> {
    const report = await this.report(input);
    return { filename: `sales-tax-${report.from}-to-${report.to}.csv`, csv: taxReportCsv(report) };
  }
}

/** The file's rows against the current overrides: new, changed, and (replacing) the ones deleted. */
function overridePreview(
  rows: readonly IOverrideRow[],
  current: readonly TaxOverride[],
  replace: boolean,
): TTaxOverridePreview {
  const byKey = new Map(current.map((o) => [`${o.state} ${o.zip}`, o]));
  const inFile = new Set(rows.map((r) => `${r.state} ${r.zip}`));
  let added = 0;
  let changed = 0;
  for (const row of rows) {
    const old = byKey.get(`${row.state} ${row.zip}`);
    if (!old) added++;
    else if (old.ratePpm !== row.ratePpm || old.county !== row.county) changed++;
  }
  const removed = replace ? current.filter((o) => !inFile.has(`${o.state} ${o.zip}`)) : [];
  return { rows: rows.length, added, changed, removed: removed.map(toOverride) };
}

interface IOverrideRow {
  state: string;
  zip: string;
  county: string;
  ratePpm: number;
}

/** The CSV parsed by csv-parse (quotes, embedded commas, CRLF, a BOM), then every row checked. */
export function parseOverrideCsv(text: string): IOverrideRow[] {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: false,
    }) as Record<string, string>[];
  } catch (error) {
    throw new FieldValidationError({
      csv: [
        `The file is not valid CSV: ${error instanceof Error ? error.message : String(error)}`.slice(0, 200),
      ],
    });
  }
  if (records.length === 0) throw new FieldValidationError({ csv: [TAX_MESSAGES.csvEmpty] });
  const columns = Object.keys(records[0]!);
  if (!['state', 'zip', 'rate'].every((c) => columns.includes(c)))
    throw new FieldValidationError({ csv: [TAX_MESSAGES.csvHeader] });
  if (records.length > MAX_OVERRIDE_ROWS) throw new FieldValidationError({ csv: [TAX_MESSAGES.csvTooMany] });
  const errors: string[] = [];
  const seen = new Set<string>();
  const rows: IOverrideRow[] = [];
  records.forEach((record, i) => {
    const line = `Row ${i + 2}`;
    const state = csvCellValue(record.state ?? '').toUpperCase();
    const zip = csvCellValue(record.zip ?? '');
    const county = csvCellValue(record.county ?? '');
    const ratePpm = parseTaxRate(csvCellValue(record.rate ?? ''));
    if (!(US_STATE_CODES as readonly string[]).includes(state))
      errors.push(`${line}: "${state}" is not a US state code.`);
    else if (!/^\d{3}(\d{2})?$/.test(zip))
      errors.push(`${line}: the zip must be 5 digits, or 3 for an area.`);
    else if (county.length > 80) errors.push(`${line}: the county name is longer than 80 characters.`);
    else if (ratePpm === null || ratePpm > MAX_TAX_RATE_PPM)
      errors.push(`${line}: ${TAX_MESSAGES.rateInvalid}`);
    else if (seen.has(`${state} ${zip}`)) errors.push(`${line}: ${state} ${zip} is in the file twice.`);
    else {
      seen.add(`${state} ${zip}`);
      rows.push({ state, zip, county, ratePpm });
    }
  });
  if (errors.length > 0)
    throw new FieldValidationError({
      csv: errors.length > 5 ? [...errors.slice(0, 5), `…and ${errors.length - 5} more rows.`] : errors,
    });
  return rows;
}
