/**
 * The staff back-office's sentences and settings, apart from staff-sorts.ts: the list route's search validator
 * reads the sorts in the app's entry chunk, and these words are needed only once a screen is drawn.
 */

/** An invitation link works once, for this long. */
export const STAFF_INVITATION_HOURS = 72;

/** Sentences both the server and the back-office show. */
export const STAFF_MESSAGES = {
  emailTaken: 'Another staff member already uses this email.',
  selfDelete: 'You cannot delete your own account. Ask another administrator to do it.',
  selfDemote: 'You cannot change your own role. Ask another administrator to do it.',
  lastAdminDelete:
    'The shop needs at least one administrator: this is the last one, so it cannot be deleted.',
  lastAdminDemote:
    'The shop needs at least one administrator: this is the last one, so it cannot become a manager.',
  notInvited: 'This staff member has already set a password.',
  invitationInvalid:
    'This invitation link is invalid, has been used or has expired. Ask an administrator for a new one.',
  passwordSet: 'Your password is set. Log in with your email and the new password.',
} as const;

/** How a new staff member gets their password: typed by the admin now, or set by them through a mailed link. */
export const STAFF_PASSWORD_SETUPS = ['password', 'invitation'] as const;
export type TStaffPasswordSetup = (typeof STAFF_PASSWORD_SETUPS)[number];
