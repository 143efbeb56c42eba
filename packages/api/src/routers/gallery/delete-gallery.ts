import { ZGalleryDeleteInput, ZGalleryDeleted } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { galleryRest } from './gallery.rest.js';

export const deleteGalleryRoute = staffProcedure
  .meta(galleryRest.delete)
  .input(ZGalleryDeleteInput)
  .output(ZGalleryDeleted)
  .mutation(({ ctx, input }) => ctx.services.gallery.delete(input.ids));
