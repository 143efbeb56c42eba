import { Customer, OrderLine, Payment } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import type { IHarness } from './harness.js';

type TCaller = ReturnType<IHarness['caller']>;

/** The harness's customer, who owns the orders below. */
export async function harnessCustomerId(h: IHarness): Promise<number> {
  return (await h.dataSource.getRepository(Customer).findOneByOrFail({ email: 'customer@test.shop' })).id;
}

/**
 * A delivered order of the harness's customer, shipped and delivered by staff through the procedures: a sofa
 * ($1,000 with $80 tax, 15 % restocking, $79 pickup), two chairs ($100 each, the shop's 30 days), a made-to-order
 * armchair and a lamp whose window is 0 days; the policies as checkout froze them (return-policy.test.ts).
 */
export async function deliveredOrder(h: IHarness, admin: TCaller, payment: Partial<Payment> = {}) {
  const customerId = await harnessCustomerId(h);
  const product = (name: string, priceCents: number, stock = 3) =>
    seedProduct(h.dataSource, { name, priceCents, discountPercent: 0, stock });
  const sofa = await product('Bexley sofa', 100_000);
  const chair = await product('Oak chair', 10_000, 4);
  const armchair = await product('Made armchair', 50_000);
  const lamp = await product('Brass lamp', 5_000);
  const order = await seedOrder(h.dataSource, {
    customerId,
    fulfilmentStatus: 'processing',
    taxCents: 8_000,
    lines: [
      { productId: sofa.id, quantity: 1 },
      { productId: chair.id, quantity: 2 },
      { productId: armchair.id, quantity: 1 },
      { productId: lamp.id, quantity: 1 },
    ],
    payment,
  });
  const [sofas, chairs, armchairs, lamps] = order.lines as [OrderLine, OrderLine, OrderLine, OrderLine];
  const lines = h.dataSource.getRepository(OrderLine);
  await lines.update(
    { id: sofas.id },
    { taxCents: 8_000, taxRatePpm: 80_000, restockingFeePercent: 15, pickupFeeCents: 7_900 },
  );
  await lines.update({ id: armchairs.id }, { returnable: false, returnBlocker: 'made-to-order' });
  await lines.update({ id: lamps.id }, { returnWindowDays: 0 });
  await h.dataSource
    .getRepository(Payment)
    .update({ id: order.payment.id }, { amountCents: order.totalCents });
  const shipment = await admin.order.createShipment({
    id: order.id,
    carrier: 'crew',
    lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })),
  });
  await admin.order.deliverShipment({ id: order.id, shipmentId: shipment.shipments[0]!.id });
  return { order, sofa, chair, armchair, sofas, chairs, armchairs, lamps };
}
