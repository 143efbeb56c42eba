import { router } from '../../trpc.js';
import { prepareShippingRoute } from './prepare-shipping.js';

export const shippingRouter = router({
  prepare: prepareShippingRoute,
});
