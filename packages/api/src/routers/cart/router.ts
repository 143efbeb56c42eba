import { router } from '../../trpc.js';
import { getCartRoute } from './get-cart.js';
import { mergeCartRoute } from './merge-cart.js';
import { putCartRoute } from './put-cart.js';
import { remindersCartRoute } from './reminders-cart.js';
import { restoreCartRoute } from './restore-cart.js';
import { unsubscribeCartRoute } from './unsubscribe-cart.js';

export const cartRouter = router({
  get: getCartRoute,
  put: putCartRoute,
  merge: mergeCartRoute,
  reminders: remindersCartRoute,
  restore: restoreCartRoute,
  unsubscribe: unsubscribeCartRoute,
});
