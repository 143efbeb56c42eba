import { z } from 'zod';
import { ZId, fallbackEnum } from '../common/fields.js';
import { formatUsd } from '../common/money.js';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import {
  CUSTOMER_GROUPS,
  MAX_PROMOTION_AMOUNT_CENTS,
  MAX_PROMOTION_LIST_IDS,
  PROMOTION_CODE_PATTERN,
  PROMOTION_KINDS,
  PROMOTION_MESSAGES,
  promotionWords,
  type IDiscountPlan,
} from './promotion-rule.js';

/**
 * Promotions' wire schemas: the back-office form, the list, and what the quote says of a discount. The rule, its
 * constants and its messages are in promotion-rule.ts (re-exported here).
 */
export * from './promotion-rule.js';

/** Ids as a list, or as the back-office types them: "12, 15 18". */
const ZIdList = z
  .preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((id) => (/^\d+$/.test(id) ? Number(id) : id))
        : v,
    z
      .array(ZId, 'Enter ids separated by commas.')
      .max(MAX_PROMOTION_LIST_IDS, `At most ${MAX_PROMOTION_LIST_IDS}.`),
  )
  .default([])
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** An ISO date-time; without an offset (the back-office's date-time field) it is UTC. Empty: none. */
const ZOptionalDate = z
  .union([
    z.iso.datetime({ offset: true, local: true, error: 'Enter a date and time.' }),
    z.literal(''),
    z.null(),
  ])
  .default(null)
  .transform((v) => (v ? new Date(/[zZ]|[+-]\d{2}:\d{2}$/.test(v) ? v : `${v}Z`).toISOString() : null));

/** A use limit; empty (null, '' or an empty number box) means none. */
const ZOptionalLimit = z
  .preprocess(
    (v) => (v === '' || v === undefined || (typeof v === 'number' && Number.isNaN(v)) ? null : v),
    z.union([
      z.coerce
        .number<number>()
        .int('Enter a whole number.')
        .min(1, 'Enter at least 1, or leave it empty.')
        .max(1_000_000),
      z.null(),
    ]),
  )
  .default(null);

const ZPromotionFields = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(120, 'At most 120 characters.'),
  /** Empty: automatic. */
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || PROMOTION_CODE_PATTERN.test(v), PROMOTION_MESSAGES.codeInvalid)
    .default(''),
  kind: z.enum(PROMOTION_KINDS, 'Choose percentage, fixed amount or free shipping.'),
  percent: z.coerce
    .number<number>()
    .int('Enter a whole percentage.')
    .min(0)
    .max(100, PROMOTION_MESSAGES.percentRange)
    .default(0),
  amountCents: z.coerce
    .number<number>()
    .int('Enter whole cents.')
    .min(0, PROMOTION_MESSAGES.amountRange)
    .max(MAX_PROMOTION_AMOUNT_CENTS, PROMOTION_MESSAGES.amountRange)
    .default(0),
  stackable: z.boolean().default(true),
  active: z.boolean().default(true),
  minSubtotalCents: z.coerce
    .number<number>()
    .int('Enter whole cents.')
    .min(0, 'Enter 0 or more.')
    .max(MAX_PROMOTION_AMOUNT_CENTS, PROMOTION_MESSAGES.amountRange)
    .default(0),
  productIds: ZIdList,
  roomTypeIds: ZIdList,
  roomIds: ZIdList,
  materialIds: ZIdList,
  customerIds: ZIdList,
  customerGroup: z.enum(CUSTOMER_GROUPS).nullable().default(null),
  startsAt: ZOptionalDate,
  endsAt: ZOptionalDate,
  maxUses: ZOptionalLimit,
  maxUsesPerCustomer: ZOptionalLimit,
});

function checkPromotionForm(
  form: Pick<z.infer<typeof ZPromotionFields>, 'kind' | 'percent' | 'amountCents' | 'startsAt' | 'endsAt'>,
  ctx: z.RefinementCtx,
) {
  if (form.kind === 'percent' && (form.percent < 1 || form.percent > 100))
    ctx.addIssue({ code: 'custom', path: ['percent'], message: PROMOTION_MESSAGES.percentRange });
  if (form.kind === 'fixed' && form.amountCents < 1)
    ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PROMOTION_MESSAGES.amountRange });
  if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt)
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: PROMOTION_MESSAGES.endBeforeStart });
}

/** The one create/update form. */
export const ZPromotionForm = ZPromotionFields.superRefine(checkPromotionForm);
export type TPromotionForm = z.infer<typeof ZPromotionForm>;
export type TPromotionFormInput = z.input<typeof ZPromotionForm>;
export const ZPromotionUpdateInput = ZPromotionFields.extend({ id: ZId }).superRefine(checkPromotionForm);

export const ZPromotion = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().int(),
  amountCents: z.number().int(),
  stackable: z.boolean(),
  active: z.boolean(),
  minSubtotalCents: z.number().int(),
  productIds: z.array(z.number().int()),
  roomTypeIds: z.array(z.number().int()),
  roomIds: z.array(z.number().int()),
  materialIds: z.array(z.number().int()),
  customerIds: z.array(z.number().int()),
  customerGroup: z.enum(CUSTOMER_GROUPS).nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  /** Orders using it, unpaid orders included until they are cancelled or expire. */
  usedCount: z.number().int(),
  /** A sentence: "10% off", "$25.00 off", "Free shipping". */
  summary: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

export const PROMOTION_SORTS = ['id', '-id', 'name', 'code', '-usedCount'] as const;
export const ZPromotionListInput = ZPageInput.extend({
  search: z.string().trim().max(120).default(''),
  sort: fallbackEnum(PROMOTION_SORTS, '-id'),
});
export type TPromotionListInput = z.infer<typeof ZPromotionListInput>;
export const ZPromotionList = ZPaginated(ZPromotion);

export function promotionSummary(p: Pick<TPromotion, 'kind' | 'percent' | 'amountCents'>): string {
  if (p.kind === 'percent') return `${p.percent}% off`;
  if (p.kind === 'fixed') return `${formatUsd(p.amountCents)} off`;
  return 'Free shipping';
}

/** A code as the quote and checkout inputs take it: empty means none. */
export const ZPromotionCode = z
  .string()
  .trim()
  .max(32, PROMOTION_MESSAGES.codeInvalid)
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || PROMOTION_CODE_PATTERN.test(v), PROMOTION_MESSAGES.codeInvalid)
  .optional();

export const ZAppliedPromotion = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  itemsCents: z.number().int(),
  shippingCents: z.number().int(),
  /** "Code SAVE10: Spring sale, $12.00 off". */
  words: z.string(),
});
export type TAppliedPromotion = z.infer<typeof ZAppliedPromotion>;

/** The quote's discount: what applies and why a typed code does not. */
export const ZQuoteDiscount = z.object({
  promotions: z.array(ZAppliedPromotion),
  itemsDiscountCents: z.number().int(),
  /** Free shipping's value (at most the chosen speed's price: see each option's shippingDiscountCents). */
  shippingDiscountCents: z.number().int(),
  code: z.string().nullable(),
  codeApplied: z.boolean(),
  codeMessage: z.string().nullable(),
  /** The stacking rule in one sentence, for the cart. */
  rule: z.string(),
});
export type TQuoteDiscount = z.infer<typeof ZQuoteDiscount>;

export const STACKING_RULE_WORDS =
  'One code per order plus the automatic promotions; you get the combination that takes the most off.';

/** GET /api/promotion/usage: UTC days inclusive (YYYY-MM-DD), either left out: open on that side. */
export const ZPromotionUsageInput = z.object({
  from: z.iso.date('Enter a date as YYYY-MM-DD.').optional(),
  to: z.iso.date('Enter a date as YYYY-MM-DD.').optional(),
});
export const ZPromotionUsageRow = z.object({
  promotionId: z.number().int(),
  name: z.string(),
  code: z.string(),
  /** Orders paid (or further) that used it. */
  uses: z.number().int(),
  /** Items and shipping taken off in those orders. */
  discountCents: z.number().int(),
  discount: z.string(),
  /** Orders still unpaid that hold a use. */
  pending: z.number().int(),
});
export const ZPromotionUsage = z.object({ rows: z.array(ZPromotionUsageRow) });
export type TPromotionUsage = z.infer<typeof ZPromotionUsage>;

/** The quote's discount block of a plan (none: no promotion, no code). */
export function quoteDiscountOf(plan: IDiscountPlan | null): TQuoteDiscount {
  return {
    promotions: (plan?.applied ?? []).map((p) => ({ ...p, words: promotionWords(p) })),
    itemsDiscountCents: plan?.itemsDiscountCents ?? 0,
    shippingDiscountCents: plan?.shippingDiscountCents ?? 0,
    code: plan?.code ?? null,
    codeApplied: plan?.codeApplied ?? false,
    codeMessage: plan?.codeMessage ?? null,
    rule: STACKING_RULE_WORDS,
  };
}
