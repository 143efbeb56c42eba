/**
 * The customer back-office's sentences, apart from customer-list.ts: the list route's search validator reads that
 * in the app's entry chunk, and these words are needed only once a screen is drawn.
 */
export const CUSTOMER_ADMIN_MESSAGES = {
  emailTaken: 'Another customer already uses this email.',
} as const;
