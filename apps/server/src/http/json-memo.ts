/**
 * JSON text of procedure answers, kept per answer object. A kept answer of the shop's list cache comes back from its
 * procedure as the very same validated object (the patched output validation in @trpc/server reuses what it made of
 * the same result), so its text is made once, not once a request. Answers are never changed once made; text of
 * other values is made as always.
 */
const texts = new WeakMap<object, string>();

export function jsonOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = texts.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    texts.set(value, text);
  }
  return text;
}
