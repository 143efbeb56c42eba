import { router } from '../../trpc.js';
import { adminLoginRoute } from './admin-login.js';
import { changePasswordRoute } from './change-password.js';
import { customerLoginRoute } from './customer-login.js';
import { customerRegisterRoute } from './customer-register.js';
import { getAdminAuthRoute } from './get-admin-auth.js';
import { getCustomerAuthRoute } from './get-customer-auth.js';
import { getUserRoute } from './get-user.js';
import { adminLogoutRoute, customerLogoutRoute } from './logout.js';

export const authRouter = router({
  adminLogin: adminLoginRoute,
  adminLogout: adminLogoutRoute,
  getAdminAuth: getAdminAuthRoute,
  getUser: getUserRoute,
  changePassword: changePasswordRoute,
  customerRegister: customerRegisterRoute,
  customerLogin: customerLoginRoute,
  customerLogout: customerLogoutRoute,
  getCustomerAuth: getCustomerAuthRoute,
});
