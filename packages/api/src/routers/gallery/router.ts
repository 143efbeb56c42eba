import { router } from '../../trpc.js';
import { createGalleryRoute } from './create-gallery.js';
import { deleteGalleryRoute } from './delete-gallery.js';
import { getListGalleryRoute } from './get-list-gallery.js';
import { storeListGalleryRoute } from './store-list-gallery.js';
import { stripGalleryRoute } from './strip-gallery.js';

export const galleryRouter = router({
  getList: getListGalleryRoute,
  create: createGalleryRoute,
  delete: deleteGalleryRoute,
  strip: stripGalleryRoute,
  storeList: storeListGalleryRoute,
});
