import { ZGalleryCreateInput, ZGalleryCreated } from '@shop/domain';
import { staffProcedure } from '../../trpc.js';
import { galleryRest } from './gallery.rest.js';

/** The files were uploaded one by one through POST /api/upload; this records them with their alt texts. */
export const createGalleryRoute = staffProcedure
  .meta(galleryRest.create)
  .input(ZGalleryCreateInput)
  .output(ZGalleryCreated)
  .mutation(({ ctx, input }) => ctx.services.gallery.create(input));
