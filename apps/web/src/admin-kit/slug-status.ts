import { SLUG_PATTERN } from '@shop/domain';

export type TSlugStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

const SLUG_TAKEN_MESSAGE = 'This slug is already taken.';
export const SLUG_INVALID_MESSAGE = 'Not valid: use lowercase letters, digits and single hyphens.';

/** What a check-slug procedure answers; `valid: false` means the slug breaks the rule (the server's own check). */
export interface ISlugAnswer {
  available: boolean;
  valid?: boolean | undefined;
}

interface ISlugCheckState {
  /** The slug in the field now, trimmed. */
  slug: string;
  /** The slug the last request was made for (the debounced one). */
  asked: string;
  fetching: boolean;
  failed: boolean;
  answer: ISlugAnswer | undefined;
}

/**
 * The status shown beside a slug field. A slug that breaks the rule is "invalid" at once, without asking the
 * server; a well-formed one is "checking" until the answer for exactly this slug has arrived.
 */
export function slugStatus({ slug, asked, fetching, failed, answer }: ISlugCheckState): TSlugStatus {
  if (!slug) return 'idle';
  if (!SLUG_PATTERN.test(slug)) return 'invalid';
  if (slug !== asked || fetching) return 'checking';
  if (failed) return 'unknown';
  if (!answer) return 'checking';
  if (answer.valid === false) return 'invalid';
  return answer.available ? 'available' : 'taken';
}

export function slugStatusMessage(status: TSlugStatus): string | undefined {
  if (status === 'invalid') return SLUG_INVALID_MESSAGE;
  if (status === 'taken') return SLUG_TAKEN_MESSAGE;
  return undefined;
}
