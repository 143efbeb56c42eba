import { router } from '../../trpc.js';
import { cancelEmailChangeMyAccountRoute } from './cancel-email-change-my-account.js';
import { changePasswordMyAccountRoute } from './change-password-my-account.js';
import { confirmEmailMyAccountRoute } from './confirm-email-my-account.js';
import { detailMyAccountRoute } from './detail-my-account.js';
import { orderDetailMyAccountRoute, ordersMyAccountRoute } from './orders-my-account.js';
import { updateMyAccountRoute } from './update-my-account.js';

export const myAccountRouter = router({
  detail: detailMyAccountRoute,
  update: updateMyAccountRoute,
  confirmEmail: confirmEmailMyAccountRoute,
  cancelEmailChange: cancelEmailChangeMyAccountRoute,
  changePassword: changePasswordMyAccountRoute,
  orders: ordersMyAccountRoute,
  orderDetail: orderDetailMyAccountRoute,
});
