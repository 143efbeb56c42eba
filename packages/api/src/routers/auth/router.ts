import { router } from '../../trpc.js';
import { adminLoginAuthRoute } from './admin-login-auth.js';
import { adminLogoutAuthRoute } from './admin-logout-auth.js';
import { changePasswordAuthRoute } from './change-password-auth.js';
import { customerLoginAuthRoute } from './customer-login-auth.js';
import { customerLogoutAuthRoute } from './customer-logout-auth.js';
import { customerRegisterAuthRoute } from './customer-register-auth.js';
import { getAdminAuthAuthRoute } from './get-admin-auth-auth.js';
import { getCustomerAuthAuthRoute } from './get-customer-auth-auth.js';
import { getUserAuthRoute } from './get-user-auth.js';

export const authRouter = router({
  adminLogin: adminLoginAuthRoute,
  adminLogout: adminLogoutAuthRoute,
  getAdminAuth: getAdminAuthAuthRoute,
  getUser: getUserAuthRoute,
  changePassword: changePasswordAuthRoute,
  customerRegister: customerRegisterAuthRoute,
  customerLogin: customerLoginAuthRoute,
  customerLogout: customerLogoutAuthRoute,
  getCustomerAuth: getCustomerAuthAuthRoute,
});
