import { restTable } from '../../rest.js';

/** The spec's view recording call (the spec's list of calls): the storefront fires it and does not wait for it. */
export const roomViewRest = restTable('room view', {
  record: [
    'POST',
    '/loading',
    'open',
    'Record a view of a room type page (once per visitor and hour; bots are not counted); answers 204',
    [404],
  ],
});
