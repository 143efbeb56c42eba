import { restTable } from '../../rest.js';

/**
 * Returns and damage claims: the buyer's calls beside their account's (a guest adds the order's email, as the order
 * lookup), staff's moves on cases, and the return policies and reasons.
 */
export const caseRest = restTable('case', {
  returnOptions: [
    'GET',
    '/my-account/orders/{number}/returns',
    'shopper',
    "What each line of the buyer's order may still return or claim, until when, its fees or why not, and the reasons; a guest adds the order's email",
    [404],
  ],
  request: [
    'POST',
    '/my-account/orders/{number}/cases',
    'shopper',
    'Open a return (lines, quantities, reasonId) or a damage claim (lines, description, 1-8 photoIds); answers the case number and refund preview. 422 "You received 2", 409 when other cases took the last units',
    [404, 409],
  ],
  mine: [
    'GET',
    '/my-account/orders/{number}/cases',
    'shopper',
    "The order's returns and claims, newest first, with their state, preview and photos",
    [404],
  ],
  cancel: [
    'POST',
    '/my-account/cases/{caseNumber}/cancel',
    'shopper',
    'Withdraw a return or claim until its items are received (409 after)',
    [404, 409],
  ],
  list: ['GET', '/case', 'staff', 'Returns and claims, newest first, by kind, state and olderThanDays'],
  detail: [
    'GET',
    '/case/{id}',
    'staff',
    'One case: lines, photos, order, customer, preview, timeline and the moves open now',
    [404],
  ],
  approve: [
    'POST',
    '/case/{id}/approve',
    'staff',
    'Approve a requested case, with return or pickup instructions mailed to the buyer',
    [404, 409],
  ],
  reject: [
    'POST',
    '/case/{id}/reject',
    'staff',
    'Reject a case not yet received or settled, with the reason mailed to the buyer',
    [404, 409],
  ],
  receive: [
    'POST',
    '/case/{id}/receive',
    'staff',
    'Record what came back per case line: received, back to stock (restocked once) and damaged (never restocked); 409 the second time',
    [404, 409],
  ],
  close: ['POST', '/case/{id}/close', 'staff', 'Close a case', [404, 409]],
  note: ['POST', '/case/{id}/note', 'staff', "Add a staff note to the case's timeline", [404]],
  refund: [
    'POST',
    '/case/{id}/refund',
    'admin',
    'Refund the preview (items less fees, with their tax) or less through the payment provider, once per case; 409 for a customer-fault return not yet received or a case already settled, 422 above what is left',
    [404, 409],
  ],
  replace: [
    'POST',
    '/case/{id}/replace',
    'admin',
    'Send the claimed pieces again as a $0 order linked to the case; 409 the second time',
    [404, 409],
  ],
  reasons: [
    'GET',
    '/case/settings/reasons',
    'staff',
    'Every return reason with its fault (customer: fees apply; shop: waived) and whether it is offered',
  ],
  saveReason: ['POST', '/case/settings/reasons', 'admin', 'Add a return reason, or change one (id)', [404]],
  policy: ['GET', '/case/settings/policy', 'staff', "The shop's default return policy"],
  savePolicy: [
    'POST',
    '/case/settings/policy',
    'admin',
    "Change the shop's default return policy (orders keep the policy they were sold with)",
  ],
  productPolicy: [
    'GET',
    '/case/settings/products/{productId}/policy',
    'staff',
    "A product's own return policy (null fields take the shop's)",
    [404],
  ],
  saveProductPolicy: [
    'POST',
    '/case/settings/products/{productId}/policy',
    'admin',
    "Set a product's own return policy; null fields take the shop's",
    [404],
  ],
});
