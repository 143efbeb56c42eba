/**
 * The demo customer's history: a wishlist, past orders in several states (each with lines, a payment and the
 * shipping quote it was sold with) and one review of a delivered piece.
 */
import { discountedCents, formatUsd, needsFreight, serviceCode, type TShippingTier } from '@shop/domain';
import type { EntityManager } from 'typeorm';
import {
  Order,
  OrderEvent,
  OrderLine,
  Payment,
  Review,
  Shipment,
  ShipmentLine,
  WishlistEntry,
} from '../entities/index.js';
import type { Random } from './random.js';
import { DEMO_CUSTOMER } from './seed-accounts.js';
import type { IPlannedProduct } from './seed-catalog.js';
import { daysAgo, insertRows, type TStoredKey } from './seed-util.js';

interface IOrderScenario {
  number: string;
  daysAgo: number;
  status: string;
  paymentStatus: string;
  fulfilmentStatus: string;
  tier: TShippingTier;
  lines: number;
  failureReason?: string;
}

/** One order per state a customer's order list should be able to show. */
// prettier-ignore
const SCENARIOS: readonly IOrderScenario[] = [
  { number: 'HT-10219', daysAgo: 96, status: 'cancelled', paymentStatus: 'refunded', fulfilmentStatus: 'unfulfilled', tier: 'Standard', lines: 1 },
  { number: 'HT-10231', daysAgo: 74, status: 'completed', paymentStatus: 'completed', fulfilmentStatus: 'delivered', tier: 'Standard', lines: 3 },
  { number: 'HT-10251', daysAgo: 31, status: 'cancelled', paymentStatus: 'failed', fulfilmentStatus: 'unfulfilled', tier: 'Expedited', lines: 1, failureReason: 'Your card was declined.' },
  { number: 'HT-10264', daysAgo: 12, status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'shipped', tier: 'Express', lines: 2 },
  { number: 'HT-10287', daysAgo: 3, status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'processing', tier: 'Standard', lines: 2 },
  { number: 'HT-10293', daysAgo: 1, status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'unfulfilled', tier: 'Expedited', lines: 1 },
];

const TRANSIT_DAYS: Record<TShippingTier, number> = { Standard: 5, Expedited: 3, Express: 2 };

/** The date `days` business days (Monday to Friday) after `from`, as YYYY-MM-DD. */
function businessDaysAfter(from: Date, days: number): string {
  const date = new Date(from);
  for (let left = days; left > 0;) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() % 6 !== 0) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Each order's timeline as checkout and the back-office write it: [kind, actor, hours after ordering, note].
 * Tracking numbers look like FedEx's twelve digits.
 */
type TTimelineStep = readonly [
  kind: string,
  actor: 'customer' | 'staff' | 'system',
  hours: number,
  note?: string,
];
const STAFF_ACTOR = 'Avery Admin';
// prettier-ignore
const TIMELINES: Record<string, { trackingNumber?: string; steps: readonly TTimelineStep[] }> = {
  'HT-10219': { steps: [['created', 'customer', 0], ['paid', 'system', 0], ['cancelled', 'staff', 20, 'Cancelled at the customer\'s request before shipping.'], ['refunded', 'staff', 21, 'Refunded in full.']] },
  'HT-10231': { trackingNumber: '794611437702', steps: [['created', 'customer', 0], ['paid', 'system', 0], ['processing', 'staff', 18], ['shipped', 'staff', 50, 'FedEx tracking 794611437702'], ['delivered', 'system', 170]] },
  'HT-10251': { steps: [['created', 'customer', 0], ['payment_failed', 'system', 0, 'Your card was declined.'], ['cancelled', 'system', 1, 'Payment not completed.']] },
  'HT-10264': { trackingNumber: '794629018345', steps: [['created', 'customer', 0], ['paid', 'system', 0], ['processing', 'staff', 6], ['shipped', 'staff', 30, 'FedEx tracking 794629018345']] },
  'HT-10287': { steps: [['created', 'customer', 0], ['paid', 'system', 0], ['processing', 'staff', 20]] },
  'HT-10293': { steps: [['created', 'customer', 0], ['paid', 'system', 0]] },
};

/** Rate-table prices in cents, the same shape as a real quote: a base per tier plus a price per pound. */
function shippingCents(tier: TShippingTier, freight: boolean, weightLb: number): number {
  const tierFactor = tier === 'Standard' ? 1 : tier === 'Expedited' ? 1.4 : 1.9;
  const base = freight ? 14_900 + weightLb * 55 : 1_200 + weightLb * 40;
  return Math.round((base * tierFactor) / 100) * 100 - 1;
}

export async function insertCustomerHistory(
  m: EntityManager,
  rng: Random,
  customerId: number,
  products: readonly IPlannedProduct[],
  productIds: ReadonlyMap<string, number>,
  stored: TStoredKey,
): Promise<void> {
  // A shuffled pool of products in stock; each is used once (wishlist or one order line).
  const pool = rng.sample(
    products.filter((p) => p.stock > 0),
    products.length,
  );
  const wishlist = pool.splice(0, 5);
  await insertRows(
    m,
    WishlistEntry,
    wishlist.map((p, i) => ({
      customerId,
      productId: productIds.get(p.slug)!,
      createdAt: daysAgo(1 + i, rng),
    })),
  );

  const orders = SCENARIOS.map((scenario) => {
    const createdAt = daysAgo(scenario.daysAgo, rng);
    // Only products that were already on sale on the order's date.
    const picked = pool.filter((p) => p.createdAt < createdAt).slice(0, scenario.lines);
    for (const p of picked) pool.splice(pool.indexOf(p), 1);
    const items = picked.map((p) => ({
      product: p,
      quantity: p.family === 'chair' || p.family === 'stool' ? rng.int(2, 4) : 1,
    }));
    const lines = items.map(({ product: p, quantity }) => {
      const unitPaidCents = discountedCents(p.priceCents, p.discountPercent);
      return {
        productId: productIds.get(p.slug)!,
        productName: p.name,
        productSlug: p.slug,
        productImage: stored(p.cover),
        unitPriceCents: p.priceCents,
        discountPercent: p.discountPercent,
        unitPaidCents,
        quantity,
        fromStockQuantity: quantity,
        lineTotalCents: unitPaidCents * quantity,
      };
    });
    const packages = items.map(({ product: p, quantity }) => ({
      weightLb: Math.round(p.packageWeightLb * quantity * 10) / 10,
      lengthIn: p.packageLengthIn,
      widthIn: p.packageWidthIn,
      heightIn: p.packageHeightIn,
    }));
    const freight = packages.some((pkg) => needsFreight(pkg));
    const weightLb = Math.round(packages.reduce((sum, pkg) => sum + pkg.weightLb, 0) * 10) / 10;
    const service = serviceCode(scenario.tier, freight);
    const shipping = shippingCents(scenario.tier, freight, weightLb);
    const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const transitDays = TRANSIT_DAYS[scenario.tier] + (freight ? 3 : 0);
    // The shipping option as checkout stores it (ZShippingOption), plus how the rate was worked out.
    const quote = {
      tier: scenario.tier,
      service,
      priceCents: shipping,
      price: formatUsd(shipping),
      minDays: transitDays,
      maxDays: transitDays + 2,
      deliveryBy: businessDaysAfter(createdAt, transitDays + 2),
      freight,
      source: 'table',
      weightLb,
      packages,
      quotedAt: createdAt.toISOString(),
    };
    return { scenario, lines, createdAt, subtotal, shipping, service, quote };
  });

  await insertRows(
    m,
    Order,
    orders.map(({ scenario, createdAt, subtotal, shipping, service, quote }) => ({
      number: scenario.number,
      customerId,
      status: scenario.status,
      paymentStatus: scenario.paymentStatus,
      fulfilmentStatus: scenario.fulfilmentStatus,
      subtotalCents: subtotal,
      shippingCents: shipping,
      totalCents: subtotal + shipping,
      currency: 'USD',
      shippingTier: scenario.tier,
      shippingService: service,
      shippingQuote: JSON.stringify(quote),
      shipName: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      addressLine1: DEMO_CUSTOMER.addressLine1,
      addressLine2: DEMO_CUSTOMER.addressLine2,
      city: DEMO_CUSTOMER.city,
      state: DEMO_CUSTOMER.state,
      postalCode: DEMO_CUSTOMER.postalCode,
      country: DEMO_CUSTOMER.country,
      trackingNumber: TIMELINES[scenario.number]?.trackingNumber ?? '',
      reservedUntil: null,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  const saved = await m.find(Order, { select: { id: true, number: true }, where: { customerId } });
  const orderIds = new Map(saved.map((o) => [o.number, o.id]));

  await insertRows(
    m,
    OrderLine,
    orders.flatMap(({ scenario, lines }) =>
      lines.map((line) => ({ ...line, orderId: orderIds.get(scenario.number)! })),
    ),
  );
  await insertRows(
    m,
    Payment,
    orders.map(({ scenario, createdAt, subtotal, shipping }) => ({
      orderId: orderIds.get(scenario.number)!,
      provider: 'test',
      providerRef: `test_${scenario.number.toLowerCase().replace('-', '_')}`,
      status: scenario.paymentStatus,
      amountCents: subtotal + shipping,
      currency: 'USD',
      failureReason: scenario.failureReason ?? null,
      createdAt,
      updatedAt: createdAt,
    })),
  );
  await insertRows(
    m,
    OrderEvent,
    orders.flatMap(({ scenario, createdAt }) =>
      (TIMELINES[scenario.number]?.steps ?? []).map(([kind, actorType, hours, note = '']) => ({
        orderId: orderIds.get(scenario.number)!,
        kind,
        actorType,
        actorName: actorType === 'staff' ? STAFF_ACTOR : actorType === 'customer' ? DEMO_CUSTOMER.name : '',
        note,
        createdAt: new Date(createdAt.getTime() + hours * 3600_000),
      })),
    ),
  );

  // The shipped orders went out in one FedEx shipment each, as the shop shipped before it shipped in parts.
  const shipped = orders.filter(({ scenario }) =>
    ['shipped', 'delivered'].includes(scenario.fulfilmentStatus),
  );
  for (const { scenario, createdAt } of shipped) {
    const orderId = orderIds.get(scenario.number)!;
    const steps = TIMELINES[scenario.number]?.steps ?? [];
    const at = (kind: string) => steps.find(([k]) => k === kind)?.[2];
    const shippedHours = at('shipped') ?? 0;
    const deliveredHours = at('delivered');
    const shipment = await m.save(Shipment, {
      orderId,
      sequence: 1,
      carrier: 'fedex',
      trackingNumbers: TIMELINES[scenario.number]?.trackingNumber ?? '',
      status: scenario.fulfilmentStatus === 'delivered' ? 'delivered' : 'shipped',
      deliveredOn:
        deliveredHours === undefined
          ? null
          : new Date(createdAt.getTime() + deliveredHours * 3600_000).toISOString().slice(0, 10),
      shippedBy: STAFF_ACTOR,
      createdAt: new Date(createdAt.getTime() + shippedHours * 3600_000),
    });
    const ids = await m.find(OrderLine, { select: { id: true, quantity: true }, where: { orderId } });
    await insertRows(
      m,
      ShipmentLine,
      ids.map((line) => ({ shipmentId: shipment.id, orderLineId: line.id, quantity: line.quantity })),
    );
  }

  // A review by the customer of something already delivered, so a review linked to a buyer has an example.
  const delivered = orders.find((o) => o.scenario.fulfilmentStatus === 'delivered')!.lines[0]!;
  await insertRows(m, Review, [
    {
      productId: delivered.productId,
      customerId,
      authorName: 'Casey C.',
      rating: 5,
      body: 'Arrived well packed and looks even better in our living room. Very happy.',
      createdAt: daysAgo(60, rng),
    },
  ]);
}
