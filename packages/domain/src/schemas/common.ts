import { z } from 'zod';
// Registers the shop's sentences for validation problems wherever schemas are used (see error-map.ts).
import '../error-map.js';
import { IMAGE_KEY_PATTERN } from '../image.js';
import { SLUG_INVALID_MESSAGE, SLUG_PATTERN } from '../slug.js';

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
export const ZPassword = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password must be at most 200 characters.')
  .regex(/\S/, 'Password cannot be only spaces.');

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
