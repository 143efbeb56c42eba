import { restTable } from '../../rest.js';

/** Customer password recovery by mail; the spec names no paths for it, so ours in the same style. */
export const passwordResetRest = restTable('auth', {
  request: [
    'POST',
    '/customer/forgot-password',
    'open',
    'Mail a one-hour reset link; the same answer whether or not the email has an account',
    [429],
  ],
  complete: [
    'POST',
    '/customer/reset-password',
    'open',
    "Set a new password with a reset link's token (422 on `token` when used or expired); ends every session",
    [429],
  ],
});
