import { router } from '../../trpc.js';
import { addWishlistRoute } from './add-wishlist.js';
import { deleteWishlistRoute } from './delete-wishlist.js';
import { homeListWishlistRoute } from './home-list-wishlist.js';
import { listWishlistRoute } from './list-wishlist.js';
import { mergeWishlistRoute } from './merge-wishlist.js';

export const wishlistRouter = router({
  add: addWishlistRoute,
  list: listWishlistRoute,
  homeList: homeListWishlistRoute,
  delete: deleteWishlistRoute,
  merge: mergeWishlistRoute,
});
