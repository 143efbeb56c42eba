import { z } from 'zod';
// Registers the shop's sentences for validation problems wherever schemas are used (see error-map.ts).
import './error-map.js';
import { IMAGE_KEY_PATTERN } from './image.js';
import { SLUG_INVALID_MESSAGE, SLUG_PATTERN } from './slug.js';

/**
 * Ids arrive as strings in REST paths and query strings, hence the coercion; the declared input type keeps the
 * typed client honest (`{ id: 'banana' }` does not compile).
 */
export const ZId = z.coerce.number<number>().int().positive();
export const ZIdInput = z.object({ id: ZId });
export type TIdInput = z.infer<typeof ZIdInput>;

export const ZSuccess = z.object({ success: z.literal(true) });
/** Calls that take nothing (legacy clients may still send an empty body). */
export const ZNoInput = z.object({}).optional();

export const ZName = z
  .string()
  .trim()
  .min(1, 'Name is required.')
  .max(120, 'Name must be at most 120 characters.');
export const ZSlug = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(140, 'Slug must be at most 140 characters.')
  .regex(SLUG_PATTERN, SLUG_INVALID_MESSAGE);
export const ZDescription = z.string().trim().max(5000, 'Description must be at most 5000 characters.');
export const ZImageKey = z.string().regex(IMAGE_KEY_PATTERN, 'Upload an image first.');
export const ZSearch = z.string().trim().max(100).optional();

export const ZEmail = z.string().trim().toLowerCase().email('Enter a valid email address.').max(190);
/** A repeated unit up to this long ("abcabcabc") is as guessable as a repeated character. */
const MAX_REPEATED_UNIT = 4;
/** Fewer different characters than this ("aaaabbbb", "11112222") leave a guesser little to try. */
const MIN_DISTINCT_CHARACTERS = 4;

export const PASSWORD_PATTERN_MESSAGES = {
  repeated: 'Password cannot be one character or a short pattern repeated, like aaaaaaaa or abcabcabc.',
  fewCharacters: `Password must use at least ${MIN_DISTINCT_CHARACTERS} different characters.`,
  sequence: 'Password cannot be a simple sequence, like 12345678, abcdefgh or qwertyui.',
} as const;

/** Each character one after the previous (or one before it) in the alphabet or among the digits. */
function isStraightRun(text: string): boolean {
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < text.length; i++)
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/**
 * Why a password is trivially guessable by its shape, or null: one character or a short pattern repeated, too few
 * different characters, or a straight run of letters or digits. Compared case-insensitively. (Runs along the
 * keyboard are refused by the server's policy, after its common-password list, which names most of them.)
 */
export function passwordPatternProblem(password: string): string | null {
  const text = password.toLowerCase();
  if (text.length < 2) return null;
  for (let unit = 1; unit <= MAX_REPEATED_UNIT && unit < text.length; unit++) {
    if (text.length % unit === 0 && text.slice(0, unit).repeat(text.length / unit) === text)
      return PASSWORD_PATTERN_MESSAGES.repeated;
  }
  if (new Set(text).size < MIN_DISTINCT_CHARACTERS) return PASSWORD_PATTERN_MESSAGES.fewCharacters;
  if (isStraightRun(text)) return PASSWORD_PATTERN_MESSAGES.sequence;
  return null;
}

export const ZPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password must be at most 200 characters.')
  .regex(/\S/, 'Password cannot be only spaces.')
  .superRefine((password, ctx) => {
    // Said alone: a short or blank password already has its own message.
    const problem = password.length >= 8 && password.trim() ? passwordPatternProblem(password) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A local part this short (e.g. "jo") is too common inside ordinary words to refuse passwords over. */
const MIN_LOCAL_PART_TO_REFUSE = 4;

/**
 * Why a password that repeats the account's email is refused, or null. The email, and its local part when long
 * enough, are compared case-insensitively: a guesser tries them first.
 */
export function passwordEmailProblem(password: string, email: string): string | null {
  const pass = password.toLowerCase();
  const mail = email.trim().toLowerCase();
  if (!mail) return null;
  if (pass.includes(mail)) return 'Password cannot contain your email address.';
  const local = mail.split('@')[0] ?? '';
  if (local.length >= MIN_LOCAL_PART_TO_REFUSE && pass.includes(local))
    return 'Password cannot contain the name part of your email address.';
  return null;
}

export const ZCheckSlugInput = z.object({ slug: z.string().trim().max(140), excludeId: ZId.optional() });
/** `valid` is false for a slug that breaks the slug rule; such a slug is never `available`. */
export const ZCheckSlugOutput = z.object({ available: z.boolean(), valid: z.boolean() });
export type TCheckSlugOutput = z.infer<typeof ZCheckSlugOutput>;
export type TCheckSlugInput = z.infer<typeof ZCheckSlugInput>;

/**
 * A list input's sort or filter enum whose unknown values fall back to `fallback` instead of failing. The pipe
 * is there because trpc-to-openapi refuses a bare `.catch()` as a GET query parameter, and the outer default
 * keeps the key optional for the typed client (a pipe would make it required); the client still sees the enum.
 */
export function fallbackEnum<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback).pipe(z.enum(values)).default(fallback);
}
