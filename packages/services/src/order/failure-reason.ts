import { CHECKOUT_MESSAGES } from '@shop/domain';

/** The longest decline reason kept: a sentence or two, which is all a payment form or a provider ever says. */
export const MAX_FAILURE_REASON = 200;

/**
 * A payment failure's reason as it is stored and shown to staff and the customer. It may come from the customer's
 * browser (POST /api/payment/failure), so it is cleaned: control and invisible formatting characters (bidi overrides,
 * zero-width spaces) become spaces, runs of white space one space, and it is cut at a word to MAX_FAILURE_REASON
 * characters with an ellipsis. Nothing left: the shop's own "declined" sentence.
 */
export function cleanFailureReason(text: string | null | undefined): string {
  const flat = (text ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!flat) return CHECKOUT_MESSAGES.declined;
  if (flat.length <= MAX_FAILURE_REASON) return flat;
  const cut = flat.slice(0, MAX_FAILURE_REASON - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > MAX_FAILURE_REASON / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
