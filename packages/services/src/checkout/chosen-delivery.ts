import { CREW_SERVICE, crewDeliveryName, formatUsd } from '@shop/domain';
import type { ICartPrice } from './cart-price.js';

/**
 * The way the order is delivered, as priced: the carrier's speed (the one option of the price), or the crew's
 * level (the one level), which the order keeps as its own charge with the carrier's shipping at $0. Its tax and
 * totals go to the order's own columns, and the option with its promise to the stored quote.
 */
export function chosenDelivery({ quote, tax }: ICartPrice, crew: boolean) {
  const chargeTax = tax.shipping[0]!;
  const level = crew ? quote.delivery.levels[0] : undefined;
  if (!level) {
    const {
      taxCents,
      tax: _tax,
      totalCents,
      total: _total,
      shippingDiscountCents,
      discountCents,
      ...option
    } = quote.options[0]!;
    return {
      option,
      label: option.label,
      taxCents,
      totalCents,
      discountCents,
      shippingDiscountCents,
      chargeTax,
      level: undefined,
    };
  }
  // The crew keeps the carrier's cheapest pace until a window is booked (see pricedLevel): its days are the level's.
  const option = {
    tier: 'Standard' as const,
    service: CREW_SERVICE,
    priceCents: 0,
    price: formatUsd(0),
    minDays: level.minDays,
    maxDays: level.maxDays,
    deliveryBy: level.deliveryBy,
    ...(level.shipsIn ? { shipsIn: level.shipsIn } : {}),
    estimate: level.estimate,
  };
  return {
    option,
    label: crewDeliveryName(level.name),
    taxCents: level.taxCents,
    totalCents: level.totalCents,
    discountCents: level.discountCents,
    shippingDiscountCents: 0,
    chargeTax,
    level: {
      deliveryLevelId: level.levelId,
      deliveryZoneId: quote.delivery.zone?.id ?? null,
      deliveryLevelKind: level.kind,
      deliveryLevelName: level.name,
      deliveryFeeCents: level.feeCents,
      deliveryFeeTaxCents: chargeTax.taxCents,
    },
  };
}
