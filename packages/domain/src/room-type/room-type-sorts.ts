/** Sort values of the room type list: apart from its schemas, so that screens read them without zod. */
export const ROOM_TYPE_SORTS = ['name', '-name', 'createdAt', '-createdAt', 'id', '-id'] as const;
