/*
 * The product page's address is read by its route, which travels in the route tree every storefront page loads:
 * this imports nothing, so the option rules and their schemas stay with the page's own code.
 */

/** `?surcharges=81,93` as value ids (up to three, in surcharge option order); anything else reads as none. */
export function surchargesOf(text: string | undefined): number[] {
  return /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,2}$/.test(text ?? '') ? text!.split(',').map(Number) : [];
}
