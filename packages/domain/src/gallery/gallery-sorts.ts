/** Sort values of the gallery list: apart from its schemas, so that screens read them without zod. */
export const GALLERY_SORTS = ['-createdAt', 'createdAt', 'position', '-position', 'id', '-id'] as const;
