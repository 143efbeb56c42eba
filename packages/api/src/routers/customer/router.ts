import { router } from '../../trpc.js';
import { blockCustomerRoute } from './block-customer.js';
import { detailCustomerRoute } from './detail-customer.js';
import { getListCustomerRoute } from './get-list-customer.js';
import { ordersCustomerRoute } from './orders-customer.js';
import { statsCustomerRoute } from './stats-customer.js';
import { updateCustomerRoute } from './update-customer.js';

export const customerRouter = router({
  getList: getListCustomerRoute,
  detail: detailCustomerRoute,
  update: updateCustomerRoute,
  block: blockCustomerRoute,
  orders: ordersCustomerRoute,
  stats: statsCustomerRoute,
});
