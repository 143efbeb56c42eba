import crypto from 'node:crypto';
import { PROMOTION_MESSAGES, type TCartLine } from '@shop/domain';
import { FieldValidationError } from '@shop/services';
import type { IRequestHttp } from './context.js';
import { tooManyAttempts } from './errors.js';
import type { IRateLimited } from './rate-limit.js';

/**
 * Discount codes cannot be guessed by brute force: codes that match no promotion are counted per client address
 * and per cart (its products and quantities), in the shared rate-limit store; past the limit, any call carrying
 * a code answers 429 until the window ends. Codes that exist (even expired or used up) are not counted.
 */
export const CODE_ATTEMPT_LIMIT = { limit: 10, windowMs: 15 * 60_000 };

const cartKey = (lines: readonly TCartLine[]) =>
  crypto
    .createHash('sha256')
    .update(
      [...lines]
        .sort((a, b) => a.productId - b.productId || a.quantity - b.quantity)
        .map((l) => `${l.productId}x${l.quantity}`)
        .join(','),
    )
    .digest('base64url');

/**
 * Runs `work` (a quote or an initiation carrying a code) under the guessing limit: refused with 429 when the
 * address or the cart is over it; an unknown code (the quote's message, or initiate's 422 on `code`) counts.
 */
export async function withCodeAttempts<R>(
  services: IRateLimited,
  http: Pick<IRequestHttp, 'ip'>,
  input: { code?: string | undefined; lines: readonly TCartLine[] },
  work: () => Promise<R>,
  unknown: (result: R) => boolean,
): Promise<R> {
  if (!input.code) return work();
  const keys = [`promotion-code:ip:${http.ip}`, `promotion-code:cart:${cartKey(input.lines)}`];
  const now = Date.now();
  const { limit, windowMs } = CODE_ATTEMPT_LIMIT;
  const windows = await Promise.all(keys.map((key) => services.rateLimits.peek(key, windowMs, now)));
  const over = windows.find((w) => w.count >= limit);
  if (over)
    throw tooManyAttempts(Math.max(1, Math.ceil((over.resetAt - now) / 1000)), 'discount codes tried');
  const count = () => Promise.all(keys.map((key) => services.rateLimits.hit(key, windowMs, Date.now())));
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
