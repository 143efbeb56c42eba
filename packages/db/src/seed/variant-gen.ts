/**
 * Options and variants for seeded products: a Size option (when the product comes in more than one size) and a
 * material option whose values are materials of the product's primary material's type (a fabric sofa offers
 * fabrics, a walnut table other woods), 3 to 12 variants in all, sometimes a surcharge option. Pure (no database):
 * materials are named and resolved to ids when inserted (seed-variants.ts).
 */
import { MATERIALS } from './catalog-materials.js';
import type { IProductDraft } from './product-gen.js';
import type { Random } from './random.js';

interface IPlannedValue {
  label: string;
  /** A material's name (its swatch): resolved to materials.id on insert. */
  material: string | null;
  surchargeCents: number;
}

interface IPlannedOption {
  name: string;
  kind: 'variant' | 'surcharge';
  values: IPlannedValue[];
}

interface IPlannedVariant {
  /** One value index per variant option, in option order. */
  values: number[];
  priceCents: number;
  discountPercent: number;
  stock: number;
  widthIn: number;
  depthIn: number;
  heightIn: number;
  packageLengthIn: number;
  packageWidthIn: number;
  packageHeightIn: number;
  packageWeightLb: number;
  /** The planned key of the variant's own picture (the product drawn in its material), if it has one. */
  image?: string;
}

export interface IVariantPlan {
  /** Variant options first (their order is the variants' value order), then the surcharge option if any. */
  options: IPlannedOption[];
  variants: IPlannedVariant[];
}

const SIZES = [
  ['Small', 0.85],
  ['Medium', 1],
  ['Large', 1.2],
] as const;

/** What the material option is called for each material type. */
const OPTION_NAME: Record<string, string> = {
  Wood: 'Finish',
  Metal: 'Metal',
  Fabric: 'Fabric',
  Leather: 'Leather',
  Stone: 'Top',
  Glass: 'Glass',
  'Natural Fiber': 'Weave',
};

// prettier-ignore
const SURCHARGES = [
  { name: 'Protection', values: [['None', 0], ['Stain guard', 4900]] },
  { name: 'Assembly', values: [['Self assembly', 0], ['White-glove assembly', 9900]] },
] as const;

/** "$1,299.00" or "$79.99", as product prices end. */
function shopPrice(cents: number): number {
  const dollars = cents / 100;
  return dollars >= 100
    ? (Math.round(dollars / 10) * 10 - 1) * 100
    : Math.max(1, Math.round(dollars)) * 100 - 1;
}

/** The options and 3 to 12 variants of a product drafted by draftProduct. */
export function planVariants(rng: Random, draft: IProductDraft): IVariantPlan {
  const pool = MATERIALS.filter((m) => m.type === draft.primary.type && m !== draft.primary);
  const sizeCount = rng.int(1, 3);
  const materialCount = rng.int(Math.ceil(3 / sizeCount), Math.min(pool.length + 1, sizeCount === 1 ? 6 : 4));
  // The product's own material first: the picture shows it.
  const materials = [draft.primary, ...rng.sample(pool, materialCount - 1)];
  const sizes = sizeCount === 1 ? [] : SIZES.slice(sizeCount === 2 ? rng.int(0, 1) : 0).slice(0, sizeCount);

  const options: IPlannedOption[] = [];
  if (sizes.length)
    options.push({
      name: 'Size',
      kind: 'variant',
      values: sizes.map(([label]) => ({ label, material: null, surchargeCents: 0 })),
    });
  options.push({
    name: OPTION_NAME[draft.primary.type] ?? 'Material',
    kind: 'variant',
    values: materials.map((m) => ({ label: m.name, material: m.name, surchargeCents: 0 })),
  });
  if (rng.chance(0.3)) {
    const surcharge = rng.pick(SURCHARGES);
    options.push({
      name: surcharge.name,
      kind: 'surcharge',
      values: surcharge.values.map(([label, cents]) => ({ label, material: null, surchargeCents: cents })),
    });
  }

  const variants: IPlannedVariant[] = [];
  const sizeRows = sizes.length ? sizes.map((size, i) => [i, size[1]] as const) : [[-1, 1] as const];
  for (const [sizeIndex, scale] of sizeRows) {
    materials.forEach((material, materialIndex) => {
      const premium = (material.premium ?? 1) / (draft.primary.premium ?? 1);
      variants.push({
        values: sizeIndex < 0 ? [materialIndex] : [sizeIndex, materialIndex],
        priceCents: shopPrice(draft.priceCents * scale * premium),
        discountPercent: draft.discountPercent,
        // About one in five combinations is sold out.
        stock: rng.chance(0.2) ? 0 : rng.int(1, 30),
        widthIn: Math.max(1, Math.round(draft.widthIn * scale)),
        depthIn: draft.depthIn,
        heightIn: draft.heightIn,
        packageLengthIn: Math.max(1, Math.round(draft.packageLengthIn * scale)),
        packageWidthIn: draft.packageWidthIn,
        packageHeightIn: draft.packageHeightIn,
        packageWeightLb: Math.round(draft.packageWeightLb * scale * 10) / 10,
      });
    });
  }
  return { options, variants };
}

/**
 * The product's own columns as a product with variants keeps them (syncFromVariants in @shop/services): its stock is
 * the sum of its active variants' and its price and discount are those of the one a shopper pays least for (the
 * first such in position order).
 */
export function variantSummary(plan: IVariantPlan): {
  priceCents: number;
  discountPercent: number;
  stock: number;
} {
  let cheapest = plan.variants[0]!;
  for (const v of plan.variants)
    if (v.priceCents * (100 - v.discountPercent) < cheapest.priceCents * (100 - cheapest.discountPercent))
      cheapest = v;
  return {
    priceCents: cheapest.priceCents,
    discountPercent: cheapest.discountPercent,
    stock: plan.variants.reduce((sum, v) => sum + v.stock, 0),
  };
}
