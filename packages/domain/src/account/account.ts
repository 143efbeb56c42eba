import { z } from 'zod';
import { US_STATE_CODES, US_ZIP_PATTERN } from '../common/us-states.js';
import { refineZipInState } from '../common/zip-prefixes.js';
import { ZEmail, ZId, ZName, ZPassword } from '../common/fields.js';

export const ACCOUNT_MESSAGES = {
  /** The same answer whether or not the email has an account. */
  resetSent:
    'If an account exists for that email, we have sent a link to reset its password. It is valid for one hour.',
  resetInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  resetDone: 'Your password has been changed. Please log in with the new password.',
  blocked: 'This account is blocked. Please contact the shop.',
  emailTaken: 'This email is already registered.',
  /**
   * Registration with an address that has an account. A mail to the address says how to sign in or reset the
   * password; the sentence names nothing an onlooker did not type.
   */
  registeredAlready:
    "We've sent a mail to this address. If you already have an account, it has a link to sign in or reset your password.",
  currentPasswordWrong: 'The current password is incorrect.',
  passwordForEmail: 'Enter your current password to change your email address.',
  emailChangeInvalid:
    'This confirmation link is invalid or has expired. Change your email again to get a new link.',
} as const;

/** What the account screens say while a new email waits for its confirmation link to be opened. */
export const emailChangeSentMessage = (email: string) =>
  `We sent a confirmation link to ${email}. Your email changes when you open it; until then, log in with the current one.`;
export const emailChangedMessage = (email: string) => `Your email address is now ${email}.`;
/** A confirmed address that had placed guest orders: they are now the account's. */
export const guestOrdersClaimedMessage = (email: string, count: number) =>
  `Your email address ${email} is confirmed: ${count === 1 ? '1 earlier order is' : `${count} earlier orders are`} now in your account.`;
/** The guest-orders link opened: the address was the account's already, only orders moved (maybe none were left). */
export const guestOrdersAddedMessage = (count: number) =>
  count === 0
    ? 'Your email address is confirmed. There were no guest orders left to add: they may be in your account already.'
    : `${count === 1 ? '1 earlier order is' : `${count} earlier orders are`} now in your account.`;
export const GUEST_ORDERS_OFFERED =
  'If orders were placed as a guest with your email address, we sent a link there that adds them to your account.';
/** A link confirming a new email works once, for this long. */
export const EMAIL_CHANGE_HOURS = 24;
/** A reset link works once, for this long. */
export const RESET_TOKEN_MINUTES = 60;

export const ZForgotPasswordInput = z.object({ email: ZEmail });
export const ZResetPasswordInput = z.object({
  token: z.string().trim().min(20, ACCOUNT_MESSAGES.resetInvalid).max(200, ACCOUNT_MESSAGES.resetInvalid),
  password: ZPassword,
});
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;
export const ZAccountMessage = z.object({ success: z.literal(true), message: z.string() });

/** The customer's own details, as the account screens show and edit them. */
export const ZMyAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
});
export type TMyAccount = z.infer<typeof ZMyAccount>;
/** What the customer's own account calls answer: the details, and a new email waiting for its link. */
export const ZMyAccountDetail = ZMyAccount.extend({
  /** The new address the confirmation link went to (the account keeps `email` until it is opened), or null. */
  pendingEmail: z.string().nullable(),
});
export type TMyAccountDetail = z.infer<typeof ZMyAccountDetail>;

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');

/** The saved address is optional (it pre-fills checkout); when a state or ZIP is given it must be a US one. */
export const ZMyAccountForm = z
  .object({
    name: ZName,
    email: ZEmail,
    phone: optionalText(40),
    addressLine1: optionalText(120),
    addressLine2: optionalText(120),
    city: optionalText(80),
    state: z.enum(US_STATE_CODES, 'Choose a US state.').or(z.literal('')).default(''),
    postalCode: z
      .string()
      .trim()
      .regex(US_ZIP_PATTERN, 'Enter a 5-digit ZIP code (or ZIP+4).')
      .or(z.literal(''))
      .default(''),
  })
  // Refined: the schemas built on it use safeExtend, which keeps the check (extend would refuse).
  .superRefine(refineZipInState);
export type TMyAccountForm = z.infer<typeof ZMyAccountForm>;
/**
 * POST /api/my-account/update/{id}: only the session's own id; any other answers 404. A different `email` needs
 * `currentPassword` and takes effect only once the new address confirms it (the answer's `pendingEmail`).
 */
export const ZMyAccountUpdateForm = ZMyAccountForm.safeExtend({
  currentPassword: z.string().max(200, 'Password must be at most 200 characters.').optional(),
});
export type TMyAccountUpdate = z.infer<typeof ZMyAccountUpdateForm>;
export const ZMyAccountUpdateInput = ZMyAccountUpdateForm.safeExtend({ id: ZId });

/** POST /api/my-account/confirm-email: the token of the link mailed to the new address. */
export const ZConfirmEmailInput = z.object({
  token: z
    .string()
    .trim()
    .min(20, ACCOUNT_MESSAGES.emailChangeInvalid)
    .max(200, ACCOUNT_MESSAGES.emailChangeInvalid),
});

/** POST /api/my-account/change-password takes ZChangePasswordInput (auth.ts), as the staff change does. */

/** Writing a review: only a customer who bought the product, once per product. */
export const ZReviewWriteInput = z.object({
  productId: ZId,
  rating: z.coerce
    .number<number>('Choose 1 to 5 stars.')
    .int('Choose 1 to 5 stars.')
    .min(1, 'Choose 1 to 5 stars.')
    .max(5, 'Choose 1 to 5 stars.'),
  body: z.string().trim().min(10, 'Tell others a little more (at least 10 characters).').max(2000),
});
export type TReviewWriteInput = z.infer<typeof ZReviewWriteInput>;

/** Why a review is refused: both answer 409 (a state of the account, not a malformed request). */
export const REVIEW_MESSAGES = {
  notBought: 'Only customers who bought this product can review it.',
  alreadyReviewed: 'You have already reviewed this product.',
  /** Said to the writer once their review is sent: it waits for staff approval. */
  awaitingApproval: 'Thank you for your review. It appears on this page once we have checked it.',
} as const;

export const ZReviewEligibilityInput = z.object({ productId: ZId });
/** Whether the session customer may review a product, and if not, why ('not-bought' or 'reviewed'). */
export const ZReviewEligibility = z.object({
  canWrite: z.boolean(),
  reason: z.enum(['not-bought', 'reviewed']).nullable(),
});
export type TReviewEligibility = z.infer<typeof ZReviewEligibility>;
