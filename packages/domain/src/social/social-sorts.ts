/** Sort values of the social link list: apart from its schemas, so that screens read them without zod. */
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
