import { router } from '../../trpc.js';
import { cancelEmailChangeAccountRoute } from './cancel-email-change-account.js';
import { changePasswordAccountRoute } from './change-password-account.js';
import { confirmEmailAccountRoute } from './confirm-email-account.js';
import { detailAccountRoute } from './detail-account.js';
import { fitPassagesAccountRoute } from './fit-passages-account.js';
import { offerGuestOrdersAccountRoute } from './offer-guest-orders-account.js';
import { saveFitPassagesAccountRoute } from './save-fit-passages-account.js';
import { updateAccountRoute } from './update-account.js';

export const accountRouter = router({
  detail: detailAccountRoute,
  update: updateAccountRoute,
  confirmEmail: confirmEmailAccountRoute,
  cancelEmailChange: cancelEmailChangeAccountRoute,
  changePassword: changePasswordAccountRoute,
  fitPassages: fitPassagesAccountRoute,
  saveFitPassages: saveFitPassagesAccountRoute,
  offerGuestOrders: offerGuestOrdersAccountRoute,
});
