/**
 * Constants of the staff and customer back-office screens, apart from their zod schemas: list routes read the sorts
 * and filters in `validateSearch`, which must not pull zod into the storefront's entry.
 */

/** Sort values of the staff list (the back-office's /admin/hrm). */
export const STAFF_SORTS = ['name', '-name', 'email', '-email', 'createdAt', '-createdAt'] as const;
export type TStaffSort = (typeof STAFF_SORTS)[number];

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

/**
 * The back-office's view of customers (/admin/customer). "Orders" and "spent" count orders that were paid for:
 * status paid or completed. Checkouts never paid (pending) and cancelled orders are left out, so a customer who
 * abandoned three carts has not "placed three orders".
 */
export const COUNTED_ORDER_STATUSES = ['paid', 'completed'] as const;

export const CUSTOMER_SORTS = [
  '-createdAt',
  'createdAt',
  'name',
  '-name',
  'orders',
  '-orders',
  'spent',
  '-spent',
] as const;
export type TCustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_ADMIN_MESSAGES = {
  emailTaken: 'Another customer already uses this email.',
} as const;

export const CUSTOMER_STATUS_FILTERS = ['all', 'active', 'blocked'] as const;
export type TCustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
