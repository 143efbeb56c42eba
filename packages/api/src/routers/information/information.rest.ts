import { restTable } from '../../rest.js';

/** The spec's site information calls (SPEC section 7): anyone reads them, only an ADMIN changes them. */
export const informationRest = restTable('information', {
  detail: [
    'GET',
    '/information/detail',
    'open',
    "The shop's details: name, contacts, hours, about text, logo",
  ],
  update: ['POST', '/information/update', 'admin', "Change the shop's details (ADMIN only)"],
});
