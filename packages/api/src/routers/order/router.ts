import { router } from '../../trpc.js';
import { cancelOrderRoute } from './cancel-order.js';
import { customerOrderRoute } from './customer-order.js';
import { deliverOrderRoute } from './deliver-order.js';
import { detailOrderRoute } from './detail-order.js';
import { getListOrderRoute } from './get-list-order.js';
import { linesOrderRoute } from './lines-order.js';
import { lookupOrderRoute } from './lookup-order.js';
import { mineDetailOrderRoute } from './mine-detail-order.js';
import { mineOrderRoute } from './mine-order.js';
import { placedOrderRoute } from './placed-order.js';
import { processOrderRoute } from './process-order.js';
import { produceOrderRoute } from './produce-order.js';
import { readyOrderRoute } from './ready-order.js';
import { refundPartOrderRoute } from './refund-part-order.js';
import { shipOrderRoute } from './ship-order.js';
import { shipmentsOrderRoute } from './shipments-order.js';
import { createShipmentOrderRoute } from './create-shipment-order.js';
import { deliverShipmentOrderRoute } from './deliver-shipment-order.js';

export const orderRouter = router({
  getList: getListOrderRoute,
  customer: customerOrderRoute,
  lines: linesOrderRoute,
  detail: detailOrderRoute,
  process: processOrderRoute,
  produce: produceOrderRoute,
  ready: readyOrderRoute,
  ship: shipOrderRoute,
  deliver: deliverOrderRoute,
  shipments: shipmentsOrderRoute,
  createShipment: createShipmentOrderRoute,
  deliverShipment: deliverShipmentOrderRoute,
  cancel: cancelOrderRoute,
  refundPart: refundPartOrderRoute,
  mine: mineOrderRoute,
  mineDetail: mineDetailOrderRoute,
  lookup: lookupOrderRoute,
  placed: placedOrderRoute,
});
