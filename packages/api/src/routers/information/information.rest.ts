import { restTable } from '../../rest.js';

/** The spec's site information calls (the spec's list of calls): anyone reads them, only an ADMIN changes them. */
export const informationRest = restTable('information', {
  detail: [
    'GET',
    '/information/detail',
    'open',
    "The shop's details: name, contacts, hours, about text, logo",
  ],
  update: ['POST', '/information/update', 'admin', "Change the shop's details (ADMIN only)"],
});
