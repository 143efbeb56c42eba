import { router } from '../../trpc.js';
import { cancelPaymentRoute } from './cancel-payment.js';
import { completePaymentRoute } from './complete-payment.js';
import { failurePaymentRoute } from './failure-payment.js';
import { initiatePaymentRoute } from './initiate-payment.js';

export const paymentRouter = router({
  initiate: initiatePaymentRoute,
  complete: completePaymentRoute,
  failure: failurePaymentRoute,
  cancel: cancelPaymentRoute,
});
