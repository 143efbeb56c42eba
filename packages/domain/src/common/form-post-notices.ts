import type { TFormNotice } from './form-post.js';
import { ACCOUNT_MESSAGES } from '../account/account.js';
import { CONTACT_MESSAGES } from '../contact/contact.js';

/** What the form pages say for each outcome of a form post (form-post.ts). */
export const FORM_NOTICES: Record<TFormNotice, string> = {
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
};

/** What each form says on success, where the page shows a message rather than going elsewhere. */
export const FORM_SENT_MESSAGES = {
  contact: CONTACT_MESSAGES.sent,
  forgot: ACCOUNT_MESSAGES.resetSent,
} as const;
