/**
 * Orders for tests: a paid order of one product unless told otherwise, with its lines (name and prices
 * snapshotted as checkout does), one payment and a 'created' event. Stock is not touched: the order is history
 * being arranged, not a checkout.
 */
import crypto from 'node:crypto';
import { discountedCents } from '@shop/domain';
import { Order, OrderEvent, OrderLine, Payment } from '../entities/index.js';
import { seedCustomer } from '../customer/customer.factory.js';
import { seedProduct } from '../product/product.factory.js';
import { uniqueSuffix, type TSeedTarget } from '../seed/factory-kit.js';

export interface ISeedOrderLine {
  productId?: number;
  quantity?: number;
}

export interface ISeedOrderOverrides extends Partial<Omit<Order, 'customer'>> {
  lines?: ISeedOrderLine[];
  /** The payment's status; defaults to 'completed' for a paid order, 'initiated' for a pending one. */
  payment?: Partial<Payment>;
}

export interface ISeededOrder extends Order {
  lines: OrderLine[];
  payment: Payment;
}

/**
 * Test order numbers: HT-8, a per-process part and a counter going down (HT-812349998, ...), nine digits, far
 * above the demo's HT-10xxx. Checkout numbers an order one above the highest number so far, so counting down, the
 * factory never gives next a number a checkout between two of its orders has just taken.
 */
const processPart = crypto.randomInt(1000, 9999);
let orderCounter = 0;
const nextOrderNumber = () => `HT-8${processPart}${String(9999 - ++orderCounter).padStart(4, '0')}`;

export async function seedOrder(db: TSeedTarget, over: ISeedOrderOverrides = {}): Promise<ISeededOrder> {
  const m = 'manager' in db ? db.manager : db;
  const { lines: lineSpecs = [{}], payment: paymentOver = {}, ...orderOver } = over;
  // customerId: null seeds a guest's order.
  const customerId =
    orderOver.customerId === null ? null : (orderOver.customerId ?? (await seedCustomer(m)).id);
  const lines = [] as Partial<OrderLine>[];
  for (const spec of lineSpecs) {
    const product = spec.productId
      ? await m.findOneByOrFail('Product', { id: spec.productId })
      : await seedProduct(m);
    const { id, name, slug, image, priceCents, discountPercent } = product as {
      id: number;
      name: string;
      slug: string;
      image: string | null;
      priceCents: number;
      discountPercent: number;
    };
    const quantity = spec.quantity ?? 1;
    const unitPaidCents = discountedCents(priceCents, discountPercent);
    lines.push({
      productId: id,
      productName: name,
      productSlug: slug,
      productImage: image,
      unitPriceCents: priceCents,
      discountPercent,
      unitPaidCents,
      quantity,
      fromStockQuantity: quantity,
      lineTotalCents: unitPaidCents * quantity,
    });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents!, 0);
  const shippingCents = orderOver.shippingCents ?? 2_499;
  const status = orderOver.status ?? 'paid';
  const number = orderOver.number ?? nextOrderNumber();
  const order = await m.save(
    Order,
    m.create(Order, {
      customerId,
      number,
      status,
      paymentStatus: status === 'pending' ? 'initiated' : status === 'cancelled' ? 'cancelled' : 'completed',
      fulfilmentStatus: 'unfulfilled',
      subtotalCents,
      shippingCents,
      totalCents: subtotalCents + shippingCents + (orderOver.taxCents ?? 0),
      shippingTier: 'Standard',
      shippingService: 'FEDEX_2_DAY',
      shipName: 'Test Shopper',
      email: `order-${uniqueSuffix()}@example.com`,
      phone: '555-010-0000',
      addressLine1: '1 Test Street',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      ...orderOver,
    }),
  );
  const savedLines = await m.save(
    OrderLine,
    lines.map((l) => m.create(OrderLine, { ...l, orderId: order.id })),
  );
  const payment = await m.save(
    Payment,
    m.create(Payment, {
      orderId: order.id,
      provider: 'test',
      status: order.paymentStatus,
      amountCents: order.totalCents,
      ...paymentOver,
    }),
  );
  await m.save(
    OrderEvent,
    m.create(OrderEvent, { orderId: order.id, kind: 'created', actorType: 'customer' }),
  );
  return Object.assign(order, { lines: savedLines, payment });
}
