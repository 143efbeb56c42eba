import { router } from '../../trpc.js';
import { cancelCheckoutRoute } from './cancel-checkout.js';
import { completeCheckoutRoute } from './complete-checkout.js';
import { failureCheckoutRoute } from './failure-checkout.js';
import { initiateCheckoutRoute } from './initiate-checkout.js';
import { quoteCheckoutRoute } from './quote-checkout.js';

export const checkoutRouter = router({
  quote: quoteCheckoutRoute,
  initiate: initiateCheckoutRoute,
  complete: completeCheckoutRoute,
  failure: failureCheckoutRoute,
  cancel: cancelCheckoutRoute,
});
