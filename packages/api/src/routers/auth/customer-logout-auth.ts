import { authRest } from './auth.rest.js';
import { logoutProcedure } from './logout-procedure.js';

export const customerLogoutAuthRoute = logoutProcedure('customer', authRest.customerLogout);
