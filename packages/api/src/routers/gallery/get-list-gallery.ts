import { ZGalleryList, ZGalleryListInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { galleryRest } from './gallery.rest.js';

export const getListGalleryRoute = publicProcedure
  .meta(galleryRest.getList)
  .input(ZGalleryListInput)
  .output(ZGalleryList)
  .query(({ ctx, input }) => ctx.services.gallery.getList(input));
