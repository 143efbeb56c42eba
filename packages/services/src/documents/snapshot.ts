import type { Order, OrderLine, SiteInformation } from '@shop/db';
import { crewDelivered, crewDeliveryName } from '@shop/domain';

/** The shop as an issued document names it: site information at the time of issue. */
export interface IShopDetails {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** Who a document is for, and where the goods go. */
export interface IDocumentParty {
  name: string;
  email: string;
  addressLines: string[];
}

export interface IDocumentLine {
  sku: string;
  name: string;
  /** "Fabric: Bouclé · Legs: Oak", '' for a product without options. */
  options: string;
  quantity: number;
  unitCents: number;
  /** What the line cost before promotions (unit price x quantity). */
  lineTotalCents: number;
  /** The promotions' share of the line. */
  discountCents: number;
  taxRatePpm: number;
  taxJurisdiction: string;
  taxCents: number;
}

/** The tax owed to one jurisdiction at one rate, on items, on shipping or on the crew's delivery fee. */
export interface ITaxSummaryRow {
  jurisdiction: string;
  ratePpm: number;
  on: 'items' | 'shipping' | 'delivery';
  taxCents: number;
}

/** Everything an invoice prints, frozen when it is issued (the invoices row's JSON). */
export interface IInvoiceSnapshot {
  number: string;
  issuedAt: string;
  orderNumber: string;
  orderDate: string;
  currency: string;
  shop: IShopDetails;
  billTo: IDocumentParty;
  lines: IDocumentLine[];
  promotions: string[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  shippingLabel: string;
  /** The crew's delivery level and its fee, when the shop's crew delivers instead of a carrier (absent otherwise). */
  delivery?: { label: string; feeCents: number };
  taxCents: number;
  taxes: ITaxSummaryRow[];
  totalCents: number;
}

/** A credit note: the money one refund gave back, against the order's invoice. */
export interface ICreditNoteSnapshot {
  number: string;
  issuedAt: string;
  invoiceNumber: string;
  orderNumber: string;
  currency: string;
  shop: IShopDetails;
  billTo: IDocumentParty;
  /** The items given back (empty for a refund of an amount). */
  lines: Pick<IDocumentLine, 'sku' | 'name' | 'options' | 'quantity'>[];
  /** "Order cancelled", "Items returned", "Partial refund". */
  reason: string;
  /** The refund without its tax, the tax, and all of it. */
  netCents: number;
  taxCents: number;
  amountCents: number;
}

export function shopDetails(info: Pick<SiteInformation, 'name' | 'address' | 'email' | 'phone'> | null) {
  return {
    name: info?.name ?? '',
    address: info?.address ?? '',
    email: info?.email ?? '',
    phone: info?.phone ?? '',
  };
}

export function orderParty(order: Order): IDocumentParty {
  const cityLine = [order.city, [order.state, order.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    name: order.shipName,
    email: order.email,
    addressLines: [order.addressLine1, order.addressLine2, cityLine, order.country].filter(Boolean),
  };
}

/** An order line's options snapshot (JSON written at checkout), read without trusting it, in words. */
export function optionsText(json: string): string {
  let parsed: unknown;
  try {
    parsed = json ? JSON.parse(json) : [];
  } catch {
    parsed = [];
  }
  return (Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [])
    .filter((o) => o && typeof o.name === 'string' && typeof o.value === 'string')
    .map((o) => `${String(o.name)}: ${String(o.value)}`)
    .join(' · ');
}

export const documentLine = (line: OrderLine): IDocumentLine => ({
  sku: line.sku,
  name: line.productName,
  options: optionsText(line.options),
  quantity: line.quantity,
  unitCents: line.unitPaidCents,
  lineTotalCents: line.lineTotalCents,
  discountCents: line.discountCents,
  taxRatePpm: line.taxRatePpm,
  taxJurisdiction: line.taxJurisdiction,
  taxCents: line.taxCents,
});

/**
 * The tax by jurisdiction and rate. Whatever the order's tax holds beyond its lines and shipping (orders from
 * before tax was kept per line) is one row of its own, so that the rows always add up to the order's tax.
 */
function taxSummary(order: Order, lines: readonly OrderLine[]): ITaxSummaryRow[] {
  const rows = new Map<string, ITaxSummaryRow>();
  const add = (row: ITaxSummaryRow) => {
    if (row.taxCents === 0) return;
    const key = `${row.on}|${row.jurisdiction}|${row.ratePpm}`;
    const known = rows.get(key);
    if (known) known.taxCents += row.taxCents;
    else rows.set(key, { ...row });
  };
  for (const line of lines)
    add({
      jurisdiction: line.taxJurisdiction,
      ratePpm: line.taxRatePpm,
      on: 'items',
      taxCents: line.taxCents,
    });
  add({
    jurisdiction: order.taxJurisdiction,
    ratePpm: order.shippingTaxRatePpm,
    on: 'shipping',
    taxCents: order.shippingTaxCents,
  });
  add({
    jurisdiction: order.taxJurisdiction,
    ratePpm: order.shippingTaxRatePpm,
    on: 'delivery',
    taxCents: order.deliveryFeeTaxCents,
  });
  const counted = [...rows.values()].reduce((sum, row) => sum + row.taxCents, 0);
  add({ jurisdiction: order.taxJurisdiction, ratePpm: 0, on: 'items', taxCents: order.taxCents - counted });
  return [...rows.values()];
}

export function invoiceSnapshot(
  order: Order,
  lines: readonly OrderLine[],
  shop: IShopDetails,
  number: string,
  issuedAt: Date,
): IInvoiceSnapshot {
  return {
    number,
    issuedAt: issuedAt.toISOString(),
    orderNumber: order.number,
    orderDate: order.createdAt.toISOString(),
    currency: order.currency,
    shop,
    billTo: orderParty(order),
    lines: lines.map(documentLine),
    promotions: order.promotions ? order.promotions.split('\n').filter(Boolean) : [],
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    shippingLabel: [order.shippingTier, order.shippingService].filter(Boolean).join(' · '),
    ...(crewDelivered(order)
      ? { delivery: { label: crewDeliveryName(order.deliveryLevelName), feeCents: order.deliveryFeeCents } }
      : {}),
    taxCents: order.taxCents,
    taxes: taxSummary(order, lines),
    totalCents: order.totalCents,
  };
}
