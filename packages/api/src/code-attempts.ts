import { PROMOTION_MESSAGES, type TCartLine } from '@shop/domain';
import { FieldValidationError, type ICheckoutCustomer } from '@shop/services';
import type { IRequestHttp } from './context.js';
import { tooManyAttempts } from './errors.js';
import type { IRateLimited } from './rate-limit.js';

/**
 * Discount codes cannot be guessed by brute force: codes that match no promotion are counted against what
 * identifies the guesser, in the shared rate-limit store: their client address, and their account (signed in) or
 * their cart session (a guest). Past the limit, any call carrying a code from that guesser answers 429 until the
 * window ends. Codes that exist (even expired or used up) are not counted.
 *
 * Nothing another shopper does is counted against a guesser's own account or session, so strangers cannot stop a
 * shopper from using a valid code (a count by cart content, as there was, let anyone with the same cart do that).
 * The address is the one mark shared with others (an office, a phone network): a signed-in customer who has not
 * tried an unknown code in the window is not held by their address's count, only by their own.
 */
const CODE_ATTEMPT_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

/** Who tries the code: the signed-in customer, or a guest by their cart session (none yet: the address alone). */
export type TCodeGuesser = Pick<ICheckoutCustomer, 'id' | 'guestSessionHash'>;

function ownKey(guesser: TCodeGuesser): string | null {
  if (guesser.id !== null) return `promotion-code:customer:${guesser.id}`;
  return guesser.guestSessionHash ? `promotion-code:session:${guesser.guestSessionHash}` : null;
}

/**
 * Runs `work` (a quote or an initiation carrying a code) under the guessing limit: refused with 429 when the
 * guesser is over it; an unknown code (the quote's message, or initiate's 422 on `code`) counts.
 */
export async function withCodeAttempts<R>(
  services: IRateLimited,
  http: Pick<IRequestHttp, 'ip'>,
  guesser: TCodeGuesser,
  input: { code?: string | undefined; lines: readonly TCartLine[] },
  work: () => Promise<R>,
  unknown: (result: R) => boolean,
): Promise<R> {
  if (!input.code) return work();
  const store = services.rateLimits;
  const addressKey = `promotion-code:ip:${http.ip}`;
  const own = ownKey(guesser);
  const keys = own ? [addressKey, own] : [addressKey];
  const now = Date.now();
  const { limit, windowMs } = CODE_ATTEMPT_LIMIT;
  const [address, mine] = await Promise.all(keys.map((key) => store.peek(key, windowMs, now)));
  // A customer's own count is theirs alone; a session's is not (a new one costs nothing), so it never frees a guest.
  const heldByAddress = guesser.id === null || (mine?.count ?? 0) > 0;
  const over = [mine, heldByAddress ? address : undefined].find((w) => w && w.count >= limit);
  if (over)
    throw tooManyAttempts(Math.max(1, Math.ceil((over.resetAt - now) / 1000)), 'discount codes tried');
  const count = () => Promise.all(keys.map((key) => store.hit(key, windowMs, Date.now())));
  try {
    const result = await work();
    if (unknown(result)) await count();
    return result;
  } catch (error) {
    if (
      error instanceof FieldValidationError &&
      error.fieldErrors.code?.includes(PROMOTION_MESSAGES.unknownCode)
    )
      await count();
    throw error;
  }
}
