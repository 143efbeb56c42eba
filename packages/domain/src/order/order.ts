import { z } from 'zod';
import { ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZOrderNumber, ZShippingOption, ZShippingTier } from '../checkout/checkout.js';
import { DELIVERY_LEVEL_KINDS } from '../delivery/delivery-levels.js';
import { ZEmail, ZId } from '../common/fields.js';
import { ZBuyerOrderDocuments } from '../documents/documents.js';
import { ZShipment } from '../shipment/shipment.js';
import { FULFILMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './order-states.js';

export {
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type TFulfilmentStatus,
  type TOrderStatus,
  type TPaymentStatus,
} from './order-states.js';
export { STATUS_LABELS } from './order-status-labels.js';

export const ZOrderLine = z.object({
  id: z.number().int(),
  /** Null once the product was deleted; the line keeps its snapshot. */
  productId: z.number().int().nullable(),
  productName: z.string(),
  productSlug: z.string(),
  image: z.string().nullable(),
  /** The SKU sold (the variant's or the product's own; '' on orders from before SKUs). */
  sku: z.string(),
  /** The options as sold: a variant's values, then surcharges with what they added to the unit price. */
  options: z.array(z.object({ name: z.string(), value: z.string(), surchargeCents: z.number().int() })),
  /** The same in words: "Size: Large · Fabric: Grade C (+$300.00)"; '' without options. */
  optionsText: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  discountPercent: z.number().int(),
  unitPaidCents: z.number().int(),
  lineTotalCents: z.number().int(),
  unitPrice: z.string(),
  unitPaid: z.string(),
  lineTotal: z.string(),
  /** Sales tax of the line: rate in ppm (40 000 = 4 %), where it is owed, amount (0 on orders from before tax). */
  taxRatePpm: z.number().int(),
  taxJurisdiction: z.string(),
  taxCents: z.number().int(),
  /** Promotions' share of the line (tax is on lineTotalCents - discountCents); 0 without promotions. */
  discountCents: z.number().int(),
  /** How the quantity is served: from stock, and made to order in the promised window. */
  fromStockQuantity: z.number().int(),
  madeToOrderQuantity: z.number().int(),
  /** "ships in 6–8 weeks", its first and last day (YYYY-MM-DD); empty and null when all is from stock. */
  shipWindow: z.string(),
  shipsFrom: z.string().nullable(),
  shipsBy: z.string().nullable(),
  /** The part not from stock waits for a restock (backordered) rather than being made. */
  backordered: z.boolean(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  totalCents: z.number().int(),
  total: z.string(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  actorType: z.enum(['customer', 'staff', 'system']),
  actorName: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type TOrderEvent = z.infer<typeof ZOrderEvent>;

export const ZOrderPayment = z.object({
  id: z.number().int(),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  amount: z.string(),
  refundedCents: z.number().int(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});

export const ZOrderDetail = ZOrderSummary.extend({
  subtotalCents: z.number().int(),
  subtotal: z.string(),
  shippingCents: z.number().int(),
  shipping: z.string(),
  /** Promotions (items and shipping), taken off totalCents, and each promotion in words. */
  discountCents: z.number().int(),
  discount: z.string(),
  shippingDiscountCents: z.number().int(),
  promotions: z.array(z.string()),
  /** Sales tax of the lines and shipping, included in totalCents. */
  taxCents: z.number().int(),
  tax: z.string(),
  /** The part of taxCents on shipping. */
  shippingTaxCents: z.number().int(),
  taxJurisdiction: z.string(),
  /** Who computed the tax; null for orders from before the shop charged tax. */
  taxSource: z.enum(['table', 'stripe']).nullable(),
  shippingTier: ZShippingTier.or(z.literal('')),
  shippingService: z.string(),
  /** The shipping option the order was sold with. */
  quote: ZShippingOption.nullable(),
  /** The shop's crew delivery level it was sold with instead of a carrier speed; null when the carrier delivers. */
  delivery: z
    .object({
      kind: z.enum(DELIVERY_LEVEL_KINDS),
      name: z.string(),
      /** The delivery zone whose crew brings it (its windows are that zone's); null when the zone was deleted. */
      zoneId: z.number().int().nullable(),
      feeCents: z.number().int(),
      fee: z.string(),
      /** The part of taxCents on the fee (taxed as the state taxes shipping). */
      taxCents: z.number().int(),
    })
    .nullable(),
  email: z.string(),
  address: z.object({
    name: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  /** The first shipment's tracking number ('' before it ships): what clients from before shipments read. */
  trackingNumber: z.string(),
  /** Every shipment, first shipped first, with its lines, tracking links and delivery date. */
  shipments: z.array(ZShipment),
  /** While pending: when the reserved stock is released (ISO), else null. */
  reservedUntil: z.string().nullable(),
  lines: z.array(ZOrderLine),
  payments: z.array(ZOrderPayment),
  /** Oldest first. */
  events: z.array(ZOrderEvent),
  /** The invoice and credit notes the buyer may download. */
  documents: ZBuyerOrderDocuments,
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/** POST /api/my-account/order: the session customer's orders, newest first. */
export const ZMyOrderListInput = ZPageInput;
export const ZOrderSummaryList = ZPaginated(ZOrderSummary);
/** POST /api/my-account/order/detail: one of the session customer's orders by its number (another's is 404). */
export const ZMyOrderDetailInput = z.object({ number: ZOrderNumber });
export const ZOrderIdInput = z.object({ id: ZId });
/** POST /api/order/lookup: a guest finds their order by its number and the email it was placed with. */
export const ZOrderLookupInput = z.object({ number: ZOrderNumber, email: ZEmail });
export type TOrderLookupInput = z.infer<typeof ZOrderLookupInput>;
export const ORDER_LOOKUP_MESSAGES = {
  notFound: 'No order matches this number and email address. Check both against your confirmation mail.',
} as const;
