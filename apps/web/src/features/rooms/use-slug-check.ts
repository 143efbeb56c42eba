import { SLUG_PATTERN } from '@shop/domain';
import { useDebouncedValue } from '#/lib/use-debounced-value';
import { trpc } from '#/lib/trpc';

export type TSlugStatus = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export const SLUG_TAKEN_MESSAGE = 'This slug is already taken';

/**
 * Asks the server whether a slug is free while the user types (debounced, SPEC section 5). Only well-formed slugs
 * are sent: the form's own validation already explains a malformed one.
 */
export function useSlugCheck(slug: string, excludeId?: number): TSlugStatus {
  const trimmed = slug.trim();
  const debounced = useDebouncedValue(trimmed, 300);
  const wellFormed = SLUG_PATTERN.test(debounced);
  const check = trpc.room.checkSlug.useQuery(
    { slug: debounced, excludeId },
    { enabled: wellFormed, staleTime: 5_000, retry: false },
  );

  if (!trimmed || !SLUG_PATTERN.test(trimmed)) return 'idle';
  if (trimmed !== debounced || check.isFetching) return 'checking';
  if (check.isError) return 'unknown';
  if (!check.data) return 'checking';
  return check.data.available ? 'available' : 'taken';
}
