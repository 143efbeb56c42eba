import { z } from 'zod';
import { ZId } from '../common/fields.js';

/**
 * A stock-keeping unit: what staff, suppliers and the catalogue CSV call one sellable thing. Upper-cased as it is
 * read, so `fs-1` and `FS-1` are the same SKU on both databases (MySQL compares case-insensitively, SQLite does not).
 */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,63}$/;

export const SKU_MESSAGES = {
  invalid: 'A SKU is 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.',
  taken: 'This SKU is already used by another product.',
} as const;

export const ZSku = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(SKU_PATTERN, SKU_MESSAGES.invalid));

/** The SKU a product gets when staff leave the field blank: `FS-000123` from its id. */
export function defaultSku(id: number): string {
  return `FS-${String(id).padStart(6, '0')}`;
}

export const ZCheckSkuInput = z.object({
  sku: z.string().trim().max(64),
  excludeId: ZId.optional(),
  /** A variant's own SKU field: that variant is left out (product and variant SKUs are one space). */
  excludeVariantId: ZId.optional(),
});
export type TCheckSkuInput = z.infer<typeof ZCheckSkuInput>;
