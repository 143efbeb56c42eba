import { fieldErrorsOf, type createCaller } from '@shop/api';
import {
  CHOOSE_OPTIONS_NOTICE,
  mergeCartLines,
  resolveVariant,
  surchargeOptions,
  variantOptions,
  ZCartLine,
  type TCartLine,
  type TProductPage,
} from '@shop/domain';
import { TRPCError } from '@trpc/server';

export type TCartAddFields = Partial<Record<string, string>>;
type TCaller = ReturnType<typeof createCaller>;

/** What of a product page the options' radios are read against. */
export type TOptionsOf = Pick<TProductPage, 'id' | 'options' | 'variants'>;

/** The radios of an option post as `option-<option id>=<value id>` (VariantPicker's names). */
const optionField = (optionId: number) => `option-${optionId}`;

/** A number written in a form, or NaN (which the line's own validation then refuses). */
const numberOf = (value: string | undefined) => (value === undefined || value === '' ? NaN : Number(value));

/**
 * The cart line a product page's "Add to cart" form names:
 * - `add` (the product id) and `quantity` (1 when left out);
 * - the option radios, when the form carries them (they belong to the form through their `form` attribute): a
 *   choice changed without script is read from them, against the product's own options and variants;
 * - else the hidden `variant` and `surcharges` (comma-separated value ids): the choice the server drew the page
 *   with (`?variant=SKU`).
 * Null when the form names no line that could be in a cart (a combination that is not sold, a bad number).
 */
export function cartLineOfForm(fields: TCartAddFields, page?: TOptionsOf): TCartLine | null {
  const productId = numberOf(fields.add);
  const quantity = fields.quantity === undefined ? 1 : numberOf(fields.quantity);
  let variantId = fields.variant ? numberOf(fields.variant) : undefined;
  let surcharges = fields.surcharges ? fields.surcharges.split(',').map(numberOf) : undefined;
  if (page && page.id === productId) {
    // A value of the option that was posted, else null: one the page does not have counts as not chosen.
    const picked = (option: TOptionsOf['options'][number]) => {
      const id = numberOf(fields[optionField(option.id)]);
      return option.values.some((value) => value.id === id) ? id : null;
    };
    const values = variantOptions(page.options).map(picked);
    if (values.length) {
      // The radios when any came through, else the drawn choice; either way a variant the product sells.
      const variant = values.some((id) => id !== null)
        ? values.every((id) => id !== null)
          ? resolveVariant(page.variants, values)
          : null
        : (page.variants.find((v) => v.id === variantId) ?? null);
      if (!variant) return null;
      variantId = variant.id;
    }
    const chosen = surchargeOptions(page.options).map(picked);
    if (chosen.length && chosen.every((id) => id !== null)) surcharges = chosen as number[];
  }
  const parsed = ZCartLine.safeParse({
    productId,
    quantity,
    ...(variantId !== undefined ? { variantId } : {}),
    ...(surcharges?.length ? { surcharges } : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** The cart page after a line the server could not add, saying so. */
export const NOT_ADDED_PATH = '/cart?notice=not-added';

/**
 * Adds the form's (or link's) line to the visitor's server cart through the same procedures the browser's cart sync
 * calls (`cart.get`, `cart.put`: a guest's first line starts their cart session), the same line's quantities summed
 * as at a merge, and answers where the visitor goes next: /cart once added; the product's page, which asks for the
 * options by its button, when the cart refused the line for want of them (a product sold by variants named without
 * one, or without a value of each surcharge option: the cart's own rule, choiceProblem); else the cart, saying that
 * nothing was added. The cart is then left as it was.
 */
export async function addToServerCart(caller: TCaller, fields: TCartAddFields): Promise<string> {
  const withOptions = Object.keys(fields).some((name) => name.startsWith('option-'));
  const page =
    withOptions && fields.slug
      ? await caller.product.withAll({ slug: fields.slug }).catch(() => undefined)
      : undefined;
  const line = cartLineOfForm(fields, page);
  if (!line) return NOT_ADDED_PATH;
  const cart = await caller.cart.get();
  const lines = mergeCartLines(cart.lines, [line]);
  try {
    await caller.cart.put({ lines });
    return '/cart';
  } catch (error) {
    const at = lines.findIndex((other) => sameLine(other, line));
    const errors = error instanceof TRPCError ? fieldErrorsOf(error) : undefined;
    if (!errors || at < 0 || !(errors[`lines.${at}.variantId`] || errors[`lines.${at}.surcharges`]))
      throw error;
    const [product] = await caller.product.byIds({ ids: [line.productId] });
    if (!product) throw error;
    return `/product/${encodeURIComponent(product.slug)}?notice=${CHOOSE_OPTIONS_NOTICE}`;
  }
}

/** The same cart line, whatever its quantity. */
const sameLine = (a: TCartLine, b: TCartLine) =>
  a.productId === b.productId &&
  a.variantId === b.variantId &&
  String(a.surcharges ?? '') === String(b.surcharges ?? '');
