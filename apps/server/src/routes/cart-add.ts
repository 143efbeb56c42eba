import type { createCaller } from '@shop/api';
import {
  mergeCartLines,
  resolveVariant,
  surchargeOptions,
  variantOptions,
  ZCartLine,
  type TCartLine,
  type TProductPage,
} from '@shop/domain';

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

/**
 * Adds the form's line to the visitor's server cart through the same procedures the browser's cart sync calls
 * (`cart.get`, `cart.put`: a guest's first line starts their cart session), the same line's quantities summed as
 * at a merge. False when the form named no line; the cart is then left as it was.
 */
export async function addToServerCart(caller: TCaller, fields: TCartAddFields): Promise<boolean> {
  const withOptions = Object.keys(fields).some((name) => name.startsWith('option-'));
  const page =
    withOptions && fields.slug
      ? await caller.product.withAll({ slug: fields.slug }).catch(() => undefined)
      : undefined;
  const line = cartLineOfForm(fields, page);
  if (!line) return false;
  const cart = await caller.cart.get();
  await caller.cart.put({ lines: mergeCartLines(cart.lines, [line]) });
  return true;
}
