/**
 * The spec's slug rule: lowercase, trim, drop everything but word characters, spaces and hyphens, then collapse
 * runs of spaces, underscores and hyphens into one hyphen. Two additions a shop owner would expect: accents are
 * folded first ("Café" -> "cafe" rather than "caf"), and hyphens left at either end are removed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** User-facing slug messages, the same on the server's field errors and in the forms. */
export const SLUG_TAKEN_MESSAGE = 'This slug is already taken.';
export const SLUG_INVALID_MESSAGE = 'Use lowercase letters, digits and single hyphens.';
