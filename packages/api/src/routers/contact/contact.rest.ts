import { restTable } from '../../rest.js';

/** The spec's storefront contact call (SPEC section 7), at its exact method and path under /api. */
export const contactRest = restTable('contact', {
  create: [
    'POST',
    '/contact/create',
    'open',
    'Send the shop a message: { name, email, subject, message }; 5 an hour per client address',
    [429],
  ],
});
