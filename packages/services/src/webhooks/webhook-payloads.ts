import type { Order, Product, Refund } from '@shop/db';

/**
 * What each event tells a receiver: identifiers and states to look the rest up by, not the customer's address or
 * anything a receiver should not keep.
 */
export function orderEventData(
  order: Pick<Order, 'id' | 'number' | 'status' | 'paymentStatus' | 'totalCents' | 'currency'> &
    Partial<Pick<Order, 'trackingNumber'>>,
): Record<string, unknown> {
  return {
    orderId: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalCents: order.totalCents,
    currency: order.currency,
    ...(order.trackingNumber ? { trackingNumber: order.trackingNumber } : {}),
  };
}

export function refundEventData(refund: Pick<Refund, 'id' | 'orderId' | 'amountCents' | 'purpose'>) {
  return {
    refundId: refund.id,
    orderId: refund.orderId,
    amountCents: refund.amountCents,
    purpose: refund.purpose,
  };
}

export function productEventData(
  product: Pick<Product, 'id' | 'sku' | 'slug' | 'name' | 'priceCents' | 'stock' | 'active'>,
) {
  return {
    productId: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    priceCents: product.priceCents,
    stock: product.stock,
    active: product.active,
  };
}
