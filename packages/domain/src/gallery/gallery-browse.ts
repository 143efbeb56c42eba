import { z } from 'zod';
import { SHORT_LIST_LIMIT } from '../common/constants.js';
import { ZListParam } from '../common/pagination.js';
import { ZGalleryImage } from './gallery.js';

/** Images in the home page's strip unless a client asks for another number (at most SHORT_LIST_LIMIT). */
export const GALLERY_STRIP_DEFAULT = 8;

/**
 * A count that is not a whole number from 1 to the limit falls back to the default rather than failing; legacy
 * clients may send no body at all.
 */
export const ZGalleryStripInput = z
  .object({
    limit: ZListParam(z.coerce.number<number>().int().min(1).max(SHORT_LIST_LIMIT), GALLERY_STRIP_DEFAULT),
  })
  .optional();
export type TGalleryStripInput = z.infer<typeof ZGalleryStripInput>;
export const ZGalleryStrip = z.array(ZGalleryImage);
