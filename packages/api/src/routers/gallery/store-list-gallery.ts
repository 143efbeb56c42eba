import { ZGalleryList, ZPageInput } from '@shop/domain';
import { publicProcedure } from '../../trpc.js';
import { galleryRest } from './gallery.rest.js';

/** The storefront's order is fixed (newest first); legacy clients may send no body for the first page. */
export const storeListGalleryRoute = publicProcedure
  .meta(galleryRest.storeList)
  .input(ZPageInput.optional())
  .output(ZGalleryList)
  .query(({ ctx, input }) => ctx.services.gallery.storeList(input?.page));
