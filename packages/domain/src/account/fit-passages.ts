import { z } from 'zod';

/**
 * The passages a buyer measures for "Will it fit?" (product/will-it-fit.ts): their fields, the schema that checks
 * them as typed, saved and answered, and their stored form.
 */

/** The largest measurement accepted (inches): 20 feet. */
export const FIT_MAX_IN = 240;

export const FIT_PASSAGE_FIELDS = [
  'doorWidthIn',
  'doorHeightIn',
  'hallwayWidthIn',
  'stairWidthIn',
  'stairHeadroomIn',
  'elevatorDoorWidthIn',
  'elevatorDepthIn',
  'elevatorHeightIn',
] as const;
export type TFitPassageField = (typeof FIT_PASSAGE_FIELDS)[number];

const passageInches = (what: string) =>
  z
    .number({ error: `Enter the ${what} in inches.` })
    .positive(`Enter the ${what} in inches, more than 0.`)
    .max(FIT_MAX_IN, `Enter the ${what} in inches, at most ${FIT_MAX_IN}.`)
    .nullable()
    .optional();

/**
 * The narrowest passages on the way in, in inches, each optional (null or absent: not measured). Saved in the
 * browser for everyone and on the account for customers.
 */
export const ZFitPassages = z.object({
  doorWidthIn: passageInches("door's width"),
  doorHeightIn: passageInches("door's height"),
  hallwayWidthIn: passageInches("hallway's width"),
  stairWidthIn: passageInches("stair's width"),
  stairHeadroomIn: passageInches("stair's headroom"),
  elevatorDoorWidthIn: passageInches("elevator door's width"),
  elevatorDepthIn: passageInches("elevator's depth"),
  elevatorHeightIn: passageInches("elevator's height"),
});
export type TFitPassages = z.infer<typeof ZFitPassages>;
/** What the account answers: the saved passages, every field present (null when not measured). */
export const ZSavedFitPassages = z.object(
  Object.fromEntries(FIT_PASSAGE_FIELDS.map((f) => [f, z.number().nullable()])) as Record<
    TFitPassageField,
    z.ZodNullable<z.ZodNumber>
  >,
);
export type TSavedFitPassages = z.infer<typeof ZSavedFitPassages>;

/** Every field present, null when not measured: what is stored and answered. */
export function normalizeFitPassages(passages: TFitPassages | null | undefined): TSavedFitPassages {
  const out = {} as TSavedFitPassages;
  for (const field of FIT_PASSAGE_FIELDS) {
    const value = passages?.[field];
    out[field] = typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
  }
  return out;
}
