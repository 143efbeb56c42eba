import { z } from 'zod';

/** A product's stock-keeping unit: trimmed, upper-cased, letters, digits, dot, underscore and dash (64 at most). */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,63}$/;
export const ZSku = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'SKU is required.')
  .regex(SKU_PATTERN, 'A SKU is letters, digits, dots, dashes and underscores (at most 64).');
