import {
  chosenSurcharges,
  nearestAvailable,
  resolveVariant,
  surchargeOptions,
  unitPrices,
  variantOptions,
  type ISurchargeChoice,
  type TProductPage,
  type TVariant,
} from '@shop/domain';

export { surchargesOf } from './surcharges-search';

/** What the shopper picked: one value per variant option (null: not yet), one per surcharge option. */
export interface IVariantChoice {
  values: (number | null)[];
  surcharges: number[];
}

/** A variant that can be ordered now: in stock, or sold beyond its stock (made to order or backordered). */
export const available = (variant: TVariant) =>
  variant.active && (variant.stock > 0 || variant.sellsAs !== 'stock');

/**
 * The choice a page opens with: the variant its `?variant=SKU` names (what a shared link shows), else the first
 * variant in stock, else the first; and the values its `?surcharges=<id>,<id>` names, one per surcharge option in
 * order, else the first value of each (the base grade).
 */
export function initialChoice(
  page: TProductPage,
  sku: string | undefined,
  surcharges: readonly number[] = [],
): IVariantChoice {
  const wanted = sku?.trim().toUpperCase();
  const variant =
    page.variants.find((v) => v.sku === wanted) ??
    page.variants.find((v) => v.stock > 0) ??
    page.variants[0] ??
    null;
  return {
    values: variantOptions(page.options).map((_, i) => variant?.optionValueIds[i] ?? null),
    surcharges: surchargeOptions(page.options).flatMap((option, i) => {
      const named = option.values.find((value) => value.id === surcharges[i]);
      return named ? [named.id] : option.values[0] ? [option.values[0].id] : [];
    }),
  };
}

export interface IShownChoice {
  /** The page as the choice makes it: price, stock, lead time, size, box and images of the chosen variant. */
  product: TProductPage;
  /** The chosen variant; null for a product without variants or a combination that is not sold. */
  variant: TVariant | null;
  /** For a combination not sold, or sold out: the nearest one that can be ordered. */
  nearest: TVariant | null;
  /** Whether the product has variant options (and so needs a complete, sold choice to be ordered). */
  byVariant: boolean;
  surcharges: ISurchargeChoice[];
  /** What the chosen surcharges add to the making time, days. */
  surchargeLeadDays: number;
}

/** Everything the product page shows for a choice, from the page's one read: no call per click. */
export function showChoice(page: TProductPage, choice: IVariantChoice): IShownChoice {
  const byVariant = variantOptions(page.options).length > 0;
  const complete = choice.values.every((id) => id !== null);
  const variant = byVariant && complete ? resolveVariant(page.variants, choice.values as number[]) : null;
  const surcharges = chosenSurcharges(page.options, choice.surcharges) ?? [];
  const extraCents = surcharges.reduce((sum, s) => sum + s.surchargeCents, 0);
  const extraDays = surcharges.reduce((sum, s) => sum + s.surchargeLeadDays, 0);
  const base = variant ?? page;
  const { unitPriceCents, unitPaidCents } = unitPrices(base, extraCents);
  const stock = byVariant ? (variant?.stock ?? 0) : page.stock;
  const nearest =
    byVariant && (!variant || !available(variant))
      ? nearestAvailable(page.variants, choice.values, available)
      : null;
  const product: TProductPage = {
    ...page,
    priceCents: unitPriceCents,
    discountPercent: base.discountPercent,
    discountedCents: unitPaidCents,
    stock,
    inStock: stock > 0,
    // The chosen variant's mode (its own, else the product's): the stock note and the cart button follow it.
    sellingMode: variant ? variant.sellsAs : page.sellingMode,
    // The shelf's own lead time: the surcharges' days are `surchargeLeadDays`, since a piece from stock waits for
    // them too and a made-to-order one for both (@shop/domain delivery-promise.ts).
    leadTimeDays: (variant ?? page).leadTimeDays,
    ...(variant
      ? {
          widthIn: variant.widthIn,
          depthIn: variant.depthIn,
          heightIn: variant.heightIn,
          packageLengthIn: variant.packageLengthIn,
          packageWidthIn: variant.packageWidthIn,
          packageHeightIn: variant.packageHeightIn,
          packageWeightLb: variant.packageWeightLb,
        }
      : {}),
    images: variant?.image
      ? [{ id: -variant.id, image: variant.image, alt: `${page.name}, ${variant.title}` }, ...page.images]
      : page.images,
  };
  return { product, variant, nearest, byVariant, surcharges, surchargeLeadDays: extraDays };
}
