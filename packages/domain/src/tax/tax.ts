import { z } from 'zod';
import { csvSafeCell } from '../common/csv.js';
import { US_STATES, US_STATE_CODES, type TUsState } from '../common/us-states.js';

/**
 * US sales tax, destination-based: the rate of where the order goes.
 *
 * Rates are integers in parts per million (ppm): 1 000 000 ppm = 100 %, 4 % = 40 000 ppm, New York City's
 * 8.875 % = 88 750 ppm (basis points cannot hold that 0.5 bp, ppm can). Money stays integer cents.
 *
 * THE rounding rule (one for the whole shop): tax of a line = its net amount in cents x rate / 1 000 000, rounded
 * half up to a whole cent (0.5 cent goes up). Every product line is a line; shipping is one more line of its own,
 * taxed only where the state taxes shipping. The order's tax is the sum of its lines' taxes, and its total is
 * subtotal + shipping + tax, so every figure shown adds up to the cent.
 */
export const TAX_RATE_SCALE = 1_000_000;
/** The highest rate the table accepts (20 %): no US sales tax comes near it, so more is a typing mistake. */
export const MAX_TAX_RATE_PPM = 200_000;

export const TAX_MESSAGES = {
  /** The back-office's notice above the rate table and on the report. */
  verifyRates:
    'Verify these rates before you rely on them. The starting table holds each state’s base rate as published in 2025, without most local taxes; rates change, and whether and where the shop must collect (nexus) is for you and your accountant to decide.',
  notCollectedIn: (stateName: string) =>
    `No sales tax is collected on orders to ${stateName}: the shop does not collect tax there.`,
  noTaxIn: (stateName: string) => `${stateName} has no sales tax on this order.`,
  providerDown:
    'Sales tax cannot be calculated right now, so no order was placed and nothing was charged. Please try again in a few minutes.',
  rateInvalid: 'Enter a rate between 0 and 20 percent, with at most 4 decimals (8.875).',
  csvEmpty: 'The file holds no override rows.',
  csvHeader: 'The first row must name the columns: state, zip, county, rate.',
  csvTooMany: 'At most 5000 override rows per file.',
  replaceUnconfirmed: (count: number) =>
    `Replacing deletes ${count} current ${count === 1 ? 'override' : 'overrides'}: preview the file and confirm which.`,
  replaceChanged:
    'The overrides changed since the preview, so nothing was imported. Preview the file again and confirm.',
} as const;

/** Round half up of net x ratePpm / 1 000 000, in integer arithmetic (no float ever touches the cents). */
export function taxOn(netCents: number, ratePpm: number): number {
  if (!Number.isSafeInteger(netCents) || !Number.isSafeInteger(ratePpm))
    throw new RangeError('taxOn takes whole cents and a whole rate in ppm');
  if (netCents <= 0 || ratePpm <= 0) return 0;
  const scale = BigInt(TAX_RATE_SCALE);
  return Number((BigInt(netCents) * BigInt(ratePpm) * 2n + scale) / (2n * scale));
}

/** "8.875%", "4%", "0%". */
export function formatTaxRate(ratePpm: number): string {
  const whole = Math.trunc(ratePpm / 10_000);
  const fraction = String(ratePpm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

/** "8.875" or "8.875%" -> 88 750 ppm; null for anything else (more than 4 decimals, negative, above 20 %). */
export function parseTaxRate(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:\.(\d{1,4}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const ppm = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return ppm <= MAX_TAX_RATE_PPM ? ppm : null;
}

/** One state of the shop's rate table. */
export interface ITaxStateRate {
  state: string;
  ratePpm: number;
  /** The shop collects tax on orders to this state (it has nexus there). */
  collects: boolean;
  /** Shipping charged to the customer is taxed too. */
  shippingTaxable: boolean;
}

/**
 * A local rate: `zip` is a full 5-digit ZIP code, or the 3-digit start shared by a county's (or city's) ZIP
 * codes. The most precise match wins: 5-digit ZIP, then 3-digit area, then the state.
 */
export interface ITaxOverride {
  state: string;
  zip: string;
  /** The jurisdiction's name as shown and reported ("New York City"); may be empty. */
  county: string;
  ratePpm: number;
}

export type TTaxLevel = 'state' | 'county' | 'zip';

export type TTaxResolution =
  | {
      collected: true;
      state: string;
      ratePpm: number;
      shippingTaxable: boolean;
      level: TTaxLevel;
      /** What the rate is of, as stored on the order lines: "NY", "NY New York City", "NY 10001". */
      jurisdiction: string;
    }
  | {
      collected: false;
      state: string;
      ratePpm: 0;
      shippingTaxable: false;
      jurisdiction: string;
      reason: string;
    };

const stateName = (state: string) => US_STATES[state as TUsState] ?? state;

/**
 * The rate for a delivery address: nothing in a state the shop does not collect in (or one missing from the table),
 * said in `reason`; else the ZIP override, then the 3-digit area's, then the state's rate.
 */
export function resolveTaxRate(
  stateRate: ITaxStateRate | undefined,
  overrides: readonly ITaxOverride[],
  address: { state: string; postalCode: string },
): TTaxResolution {
  const state = address.state;
  if (!stateRate?.collects)
    return {
      collected: false,
      state,
      ratePpm: 0,
      shippingTaxable: false,
      jurisdiction: state,
      reason: TAX_MESSAGES.notCollectedIn(stateName(state)),
    };
  const zip = address.postalCode.slice(0, 5);
  const ofState = overrides.filter((o) => o.state === state);
  const exact = ofState.find((o) => o.zip === zip);
  const area = exact ? undefined : ofState.find((o) => o.zip.length === 3 && zip.startsWith(o.zip));
  const override = exact ?? area;
  const base = { collected: true as const, state, shippingTaxable: stateRate.shippingTaxable };
  if (!override) return { ...base, ratePpm: stateRate.ratePpm, level: 'state', jurisdiction: state };
  return {
    ...base,
    ratePpm: override.ratePpm,
    level: exact ? 'zip' : 'county',
    jurisdiction: `${state} ${override.county || override.zip}`.slice(0, 80),
  };
}

export interface ITaxLineInput {
  /** The caller's key for the line (its index). */
  ref: string;
  netCents: number;
}

export interface ITaxedLine {
  ref: string;
  netCents: number;
  ratePpm: number;
  jurisdiction: string;
  taxCents: number;
}

export interface ITaxBreakdown {
  lines: ITaxedLine[];
  /** Shipping as its own line (rate 0 where shipping is not taxed). */
  shipping: Omit<ITaxedLine, 'ref'>;
  /** Sum of the lines' and shipping's tax. */
  taxCents: number;
}

/** The rounding rule applied: each line, then shipping as a line, summed. */
export function computeTax(
  lines: readonly ITaxLineInput[],
  shippingCents: number,
  rate: TTaxResolution,
): ITaxBreakdown {
  const taxed = lines.map((line) => ({
    ref: line.ref,
    netCents: line.netCents,
    ratePpm: rate.ratePpm,
    jurisdiction: rate.jurisdiction,
    taxCents: taxOn(line.netCents, rate.ratePpm),
  }));
  const shippingRate = rate.shippingTaxable ? rate.ratePpm : 0;
  const shipping = {
    netCents: shippingCents,
    ratePpm: shippingRate,
    jurisdiction: rate.jurisdiction,
    taxCents: taxOn(shippingCents, shippingRate),
  };
  return {
    lines: taxed,
    shipping,
    taxCents: taxed.reduce((sum, line) => sum + line.taxCents, shipping.taxCents),
  };
}

/**
 * The tax inside a refund of `amountCents`, in proportion to the payment (rounded half up), so that what is
 * reported as collected falls with the money given back; the refund that gives back the rest of the payment
 * gives back the rest of the tax, so a payment refunded in any number of parts returns its tax exactly once.
 */
export function refundTaxShare(args: {
  amountCents: number;
  paidCents: number;
  refundedCents: number;
  taxCents: number;
  taxRefundedCents: number;
}): number {
  const { amountCents, paidCents, refundedCents, taxCents, taxRefundedCents } = args;
  const taxLeft = Math.max(0, taxCents - taxRefundedCents);
  if (paidCents <= 0 || taxLeft === 0) return 0;
  if (amountCents >= paidCents - refundedCents) return taxLeft;
  const share = Number(
    (BigInt(amountCents) * BigInt(taxCents) * 2n + BigInt(paidCents)) / (2n * BigInt(paidCents)),
  );
  return Math.min(taxLeft, share);
}

// ---- wire schemas ----

export const ZTaxSource = z.enum(['table', 'stripe']);

/** The tax part of a shipping quote: what the customer is told, whatever the tier. */
export const ZQuoteTax = z.object({
  source: ZTaxSource,
  /** False: no tax is collected on this order (the reason is in `message`). */
  collected: z.boolean(),
  /** "NY New York City"; the state alone for its base rate. */
  jurisdiction: z.string(),
  /** The items' rate in ppm (table) or as Stripe computed it; 0 when nothing is collected. */
  ratePpm: z.number().int(),
  /** "8.875%". */
  rate: z.string(),
  /** Whether the shipping charge is taxed as well. */
  shippingTaxable: z.boolean(),
  /** A sentence for the customer: why there is no tax, or empty. */
  message: z.string(),
  /** The tax line's explanation as shown (taxWords): the rate and where, or `message`. */
  words: z.string(),
});
export type TQuoteTax = z.infer<typeof ZQuoteTax>;

/** The tax line's explanation for the customer: "8.875% (NY New York City), shipping included", or why none. */
export function taxWords(
  tax: Pick<TQuoteTax, 'collected' | 'ratePpm' | 'jurisdiction' | 'shippingTaxable' | 'message' | 'source'>,
): string {
  if (!tax.collected || tax.ratePpm === 0) return tax.message;
  const where =
    tax.source === 'stripe' ? tax.jurisdiction : `${formatTaxRate(tax.ratePpm)} (${tax.jurisdiction})`;
  return `Sales tax ${where}${tax.shippingTaxable ? ', shipping included' : ''}.`;
}

/** A state row of the back-office's tax settings. */
export const ZTaxStateRate = z.object({
  state: z.enum(US_STATE_CODES),
  name: z.string(),
  ratePpm: z.number().int(),
  rate: z.string(),
  collects: z.boolean(),
  shippingTaxable: z.boolean(),
  updatedAt: z.string(),
});
export type TTaxStateRate = z.infer<typeof ZTaxStateRate>;

export const ZTaxOverride = z.object({
  id: z.number().int(),
  state: z.string(),
  zip: z.string(),
  county: z.string(),
  ratePpm: z.number().int(),
  rate: z.string(),
});
export type TTaxOverride = z.infer<typeof ZTaxOverride>;

export const ZTaxSettings = z.object({
  /** Who answers tax quotes now: the table, or Stripe Tax (STRIPE_TAX=on with Stripe keys). */
  source: ZTaxSource,
  notice: z.string(),
  states: z.array(ZTaxStateRate),
  overrides: z.array(ZTaxOverride),
});
export type TTaxSettings = z.infer<typeof ZTaxSettings>;

const ZRateText = z
  .string()
  .trim()
  .refine((v) => parseTaxRate(v) !== null, TAX_MESSAGES.rateInvalid);

/** POST /api/tax/state/update: one state's row. `rate` in percent as typed ("8.875"). */
export const ZTaxStateUpdateInput = z.object({
  state: z.enum(US_STATE_CODES, 'Choose a US state.'),
  rate: ZRateText,
  collects: z.boolean(),
  shippingTaxable: z.boolean(),
});
export type TTaxStateUpdateInput = z.infer<typeof ZTaxStateUpdateInput>;

/** The CSV text of an override file (state,zip,county,rate). */
const ZOverrideCsv = z.string().min(1, TAX_MESSAGES.csvEmpty).max(500_000, 'At most 500 kB of CSV.');

/**
 * POST /api/tax/override/preview: what importing the file would do, changing nothing. `replace` false (the
 * default) adds the file to the current overrides (a row replaces the override of its state and ZIP); true also
 * deletes every current override the file does not name.
 */
export const ZTaxOverridePreviewInput = z.object({
  csv: ZOverrideCsv,
  replace: z.boolean().default(false),
});
export type TTaxOverridePreviewInput = z.input<typeof ZTaxOverridePreviewInput>;

/** The preview: the file's rows as new or changed overrides, and the current overrides a replace deletes. */
export const ZTaxOverridePreview = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  /** The overrides the import deletes (only when replacing), as the import's `confirmRemoved` must name them. */
  removed: z.array(ZTaxOverride),
});
export type TTaxOverridePreview = z.infer<typeof ZTaxOverridePreview>;

/**
 * POST /api/tax/override/import. Replacing deletes overrides, so it must name them: `confirmRemoved` is the ids of
 * the preview's `removed`; left out, the import answers 422, and when the overrides a replace would delete are no
 * longer those (someone changed the table since the preview), 409, deleting nothing.
 */
export const ZTaxOverrideImportInput = ZTaxOverridePreviewInput.extend({
  confirmRemoved: z.array(z.number().int().positive()).max(100_000).optional(),
});
export type TTaxOverrideImportInput = z.input<typeof ZTaxOverrideImportInput>;
export const ZTaxOverrideImportResult = z.object({ imported: z.number().int(), removed: z.number().int() });

const ZMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.');

/** GET /api/tax/report: months inclusive, UTC; both empty: the last 12 months. */
export const ZTaxReportInput = z.object({
  from: ZMonth.optional(),
  to: ZMonth.optional(),
});
export type TTaxReportInput = z.infer<typeof ZTaxReportInput>;

export const ZTaxReportRow = z.object({
  /** YYYY-MM (UTC): of the orders for what they collected, of the refunds for the tax given back. */
  month: z.string(),
  state: z.string(),
  orders: z.number().int(),
  /** Items, shipping and the crew's delivery fees sold, before tax. */
  salesCents: z.number().int(),
  /** Of the sales, the crew's delivery fees; and the tax on them (part of taxCents, taxed as shipping). */
  deliveryFeesCents: z.number().int(),
  deliveryTaxCents: z.number().int(),
  taxCents: z.number().int(),
  /** Tax given back with refunds. */
  refundedTaxCents: z.number().int(),
  /** taxCents - refundedTaxCents: what to file. */
  netTaxCents: z.number().int(),
});
export type TTaxReportRow = z.infer<typeof ZTaxReportRow>;
export const ZTaxReport = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZTaxReportRow),
  totalNetTaxCents: z.number().int(),
  total: z.string(),
});
export type TTaxReport = z.infer<typeof ZTaxReport>;

/**
 * The report as CSV (RFC 4180: every field quoted, CRLF lines; cells neutralised by csvSafeCell), the same for the
 * screen's button and REST.
 */
export function taxReportCsv(report: TTaxReport): string {
  const quote = (value: string | number) => `"${csvSafeCell(value).replace(/"/g, '""')}"`;
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  const rows = [
    // The delivery columns came last, after the columns that spreadsheets of earlier reports already read.
    ['month', 'state', 'orders', 'sales', 'tax', 'refunded_tax', 'net_tax', 'delivery_fees', 'delivery_tax'],
    ...report.rows.map((r) => [
      r.month,
      r.state,
      r.orders,
      dollars(r.salesCents),
      dollars(r.taxCents),
      dollars(r.refundedTaxCents),
      dollars(r.netTaxCents),
      dollars(r.deliveryFeesCents),
      dollars(r.deliveryTaxCents),
    ]),
  ];
  return `${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
