import { GALLERY_STRIP_DEFAULT, ZGalleryStrip, ZGalleryStripInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { galleryRest } from './gallery.rest.js';

export const stripGalleryRoute = publicProcedure
  .meta(galleryRest.strip)
  .input(ZGalleryStripInput)
  .output(ZGalleryStrip)
  .query(({ ctx, input }) => ctx.services.gallery.strip(input?.limit ?? GALLERY_STRIP_DEFAULT));
