/** Sort values of the material type list: apart from its schemas, so that screens read them without zod. */
export const MATERIAL_TYPE_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'id', '-id'] as const;
