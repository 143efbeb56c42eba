import { authRest } from './auth.rest.js';
import { logoutProcedure } from './logout-procedure.js';

export const adminLogoutAuthRoute = logoutProcedure('staff', authRest.adminLogout);
