/** Sort values of the lists, kept apart from the schemas so that screens can read them without loading zod. */
export const GALLERY_SORTS = ['-createdAt', 'createdAt', 'position', '-position', 'id', '-id'] as const;
export const MATERIAL_TYPE_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'id', '-id'] as const;
export const MATERIAL_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'id', '-id'] as const;
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
export const ROOM_TYPE_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'id', '-id'] as const;
export const ROOM_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'id', '-id'] as const;
export const SOCIAL_SORTS = [
  'position',
  '-position',
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'id',
  '-id',
] as const;
