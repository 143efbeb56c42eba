import { router } from '../../trpc.js';
import { getCartRoute } from './get-cart.js';
import { mergeCartRoute } from './merge-cart.js';
import { putCartRoute } from './put-cart.js';

export const cartRouter = router({
  get: getCartRoute,
  put: putCartRoute,
  merge: mergeCartRoute,
});
