import { ACCOUNT_MESSAGES } from './schemas/account.js';
import { CONTACT_MESSAGES } from './schemas/contact.js';

/**
 * Storefront forms drawn by the server work before the page's script has run (or without it): they post,
 * form-encoded, to the address of their own page, and the server answers with a redirect (post, redirect, get).
 * The outcome travels back as one of these codes in the `notice` search value: never a value the visitor typed,
 * never free text (a crafted link could otherwise write its own sentence on the shop's page).
 */
export const FORM_POST_PATHS = {
  login: '/login',
  register: '/register',
  contact: '/contact',
  forgot: '/forgot',
} as const;
export type TFormPostName = keyof typeof FORM_POST_PATHS;

export const FORM_NOTICES = {
  sent: 'Thank you, it has been sent.',
  credentials: 'These credentials do not match our records.',
  blocked: ACCOUNT_MESSAGES.blocked,
  email:
    'This email address was not accepted. If you already have an account, log in or reset your password.',
  password:
    'Choose another password: at least 8 characters, not a common one and not containing your email address.',
  invalid: 'Some of the details were not accepted. Please check them and try again.',
  throttled: 'Too many attempts. Please wait a few minutes and try again.',
  refused: 'The form could not be sent from this page. Please try again.',
  unavailable: 'The shop is temporarily unavailable. Please try again shortly.',
} as const;
export type TFormNotice = keyof typeof FORM_NOTICES;

/** What each form says on success, where the page shows a message rather than going elsewhere. */
export const FORM_SENT_MESSAGES = {
  contact: CONTACT_MESSAGES.sent,
  forgot: ACCOUNT_MESSAGES.resetSent,
} as const;

/** The notice of a page's search, when it is one of the codes. */
export function parseFormNotice(value: unknown): TFormNotice | undefined {
  return typeof value === 'string' && Object.hasOwn(FORM_NOTICES, value) ? (value as TFormNotice) : undefined;
}
