import { restTable } from '../../rest.js';

/**
 * Delivery by the shop's own crews: zones by ZIP with their levels and prices (staff read them, administrators
 * change them), and the levels a cart going to a ZIP is offered (anyone: the checkout asks before an account).
 */
export const deliveryRest = restTable('delivery', {
  zones: ['GET', '/delivery/zones', 'staff', 'Every delivery zone, with its ZIPs, time zone and levels'],
  zone: ['GET', '/delivery/zones/{id}', 'staff', 'One delivery zone with its levels', [404]],
  createZone: [
    'POST',
    '/delivery/zones/create',
    'admin',
    'Create a delivery zone: name, timeZone (IANA), zips (ZIPs and three-digit prefixes; one zone each: 422 naming the other)',
  ],
  updateZone: ['POST', '/delivery/zones/update/{id}', 'admin', 'Change a delivery zone', [404]],
  deleteZone: [
    'POST',
    '/delivery/zones/delete/{id}',
    'admin',
    'Delete a delivery zone and its levels',
    [404],
  ],
  saveLevel: [
    'POST',
    '/delivery/zones/{zoneId}/levels/{kind}',
    'admin',
    "Create or change a zone's level (curbside, room_of_choice, white_glove): name, description, baseCents, perExtraItemCents, assemblyPerItemCents, active",
    [404],
  ],
  deleteLevel: [
    'POST',
    '/delivery/zones/{zoneId}/levels/{kind}/delete',
    'admin',
    "Remove a zone's level",
    [404],
  ],
  offers: [
    'POST',
    '/delivery/offers',
    'open',
    'The delivery levels a cart (lines: productId, quantity) going to postalCode is offered, each priced for it; none outside every zone or for a parcel-only cart',
  ],
});
