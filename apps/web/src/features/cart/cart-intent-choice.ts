/**
 * The product page's choice sent along with `add` (AddToCartForm's hidden fields): `variant=<id>` and
 * `surcharges=<id>,<id>` (up to three values, all or none). Read from the address here rather than by the route's
 * search validation, which is in the storefront's entry script.
 */
export function chosenOf(search: string): { variantId?: number; surcharges?: number[] } {
  const params = new URLSearchParams(search);
  const variant = Number(params.get('variant'));
  const surcharges = /^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,2}$/.exec(params.get('surcharges') ?? '')?.[0];
  return {
    ...(Number.isInteger(variant) && variant >= 1 && variant < 2 ** 31 ? { variantId: variant } : {}),
    ...(surcharges ? { surcharges: surcharges.split(',').map(Number) } : {}),
  };
}
