import { z } from 'zod';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZId, ZImageKey } from '../common/fields.js';
import { GALLERY_SORTS } from './gallery-sorts.js';

export const ZGalleryImage = z.object({
  id: z.number().int(),
  image: z.string(),
  /** The text a screen reader reads instead of the picture (the entity's caption). */
  alt: z.string(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type TGalleryImage = z.infer<typeof ZGalleryImage>;

export type TGallerySort = (typeof GALLERY_SORTS)[number];

export const ZGalleryListInput = ZPageInput.extend({
  sort: ZListParam(z.enum(GALLERY_SORTS), '-createdAt'),
});
export type TGalleryListInput = z.infer<typeof ZGalleryListInput>;
export const ZGalleryList = ZPaginated(ZGalleryImage);

/** Images per create call: a batch the upload screen sends after uploading each file on its own. */
export const GALLERY_BATCH_MAX = 30;

export const ZGalleryItemForm = z.object({
  image: ZImageKey,
  alt: z
    .string()
    .trim()
    .min(1, 'Describe the image for people who cannot see it.')
    .max(190, 'Alt text must be at most 190 characters.'),
});
export type TGalleryItemForm = z.infer<typeof ZGalleryItemForm>;

export const ZGalleryCreateInput = z.object({
  images: z
    .array(ZGalleryItemForm)
    .min(1, 'Add at least one image.')
    .max(GALLERY_BATCH_MAX, `Add at most ${GALLERY_BATCH_MAX} images at a time.`),
});
export type TGalleryCreateInput = z.infer<typeof ZGalleryCreateInput>;
export const ZGalleryCreated = z.array(ZGalleryImage);

export const ZGalleryDeleteInput = z.object({
  ids: z.array(ZId).min(1, 'Choose at least one image.').max(100, 'Delete at most 100 images at a time.'),
});
export type TGalleryDeleteInput = z.infer<typeof ZGalleryDeleteInput>;
/** Which of the asked ids were deleted, and which did not exist (the call fails with 404 only if none did). */
export const ZGalleryDeleted = z.object({
  success: z.literal(true),
  deleted: z.array(z.number().int()),
  missing: z.array(z.number().int()),
});
export type TGalleryDeleted = z.infer<typeof ZGalleryDeleted>;
