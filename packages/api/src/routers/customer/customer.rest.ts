import { restTable } from '../../rest.js';

/**
 * The spec's customer calls (the spec's list of calls, ADMIN only), the order figures the spec files under /api/order, and
 * two calls of ours for the back-office: block alone, and one customer's orders.
 */
export const customerRest = restTable('customer', {
  getList: [
    'GET',
    '/customer/get-list',
    'admin',
    'Customers, 15 a page: search by name or email, status filter, with paid orders and total spent',
  ],
  detail: [
    'GET',
    '/customer/detail/{id}',
    'admin',
    'One customer with their address, block and order figures',
  ],
  update: [
    'POST',
    '/customer/update/{id}',
    'admin',
    "Change a customer's details and block; blocking ends their sessions",
  ],
  block: ['POST', '/customer/block/{id}', 'admin', 'Block (ending every session) or unblock a customer'],
  orders: ['GET', '/customer/orders/{id}', 'admin', "A customer's orders, any status, newest first"],
  stats: [
    'GET',
    '/order/getQuantityByCustomerId/{id}',
    'admin',
    "A customer's paid orders, the items in them and the total spent",
  ],
});
