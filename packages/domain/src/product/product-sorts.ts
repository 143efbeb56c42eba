/** Sort values of the product list: apart from its schemas, so that screens read them without zod. */
export const PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name',
  '-name',
  'price',
  '-price',
  'stock',
  '-stock',
] as const;
