import { Order, OrderLine, Payment, SiteInformation } from '@shop/db';
import { seedOrder, seedProduct } from '@shop/db/seed';
import type { DataSource } from 'typeorm';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * The order the documents' tests print: a Unicode name, options, a promotion, two tax rates in one city and taxed
 * shipping, with figures that add up as checkout's do:
 *   2 x $1,249.99 less $25.00 at 6.25% ($154.69) + 1 x $89.50 at 8.875% ($7.94) + $49.00 shipping at 8.875% ($4.35)
 *   subtotal $2,589.48 - $25.00 + $49.00 + tax $166.98 = $2,780.46
 */
export const FIGURES = {
  subtotalCents: 258_948,
  discountCents: 2_500,
  shippingCents: 4_900,
  taxCents: 16_698,
  totalCents: 278_046,
};

export async function pendingPrintedOrder(dataSource: DataSource, over: Partial<Order> = {}) {
  const sofa = await seedProduct(dataSource, { name: 'Søren’s Bouclé Sofa', priceCents: 124_999 });
  const stool = await seedProduct(dataSource, {
    name: 'Łódź Stool',
    priceCents: 8_950,
    packageWeightLb: 7.5,
  });
  const order = await seedOrder(dataSource, {
    status: 'pending',
    lines: [
      { productId: sofa.id, quantity: 2 },
      { productId: stool.id, quantity: 1 },
    ],
    ...over,
  });
  const [first, second] = order.lines;
  const lines = dataSource.getRepository(OrderLine);
  await lines.update(first!.id, {
    sku: 'SOR-BOU-2',
    options: JSON.stringify([{ name: 'Fabric', value: 'Bouclé Ivory', surchargeCents: 0 }]),
    discountCents: 2_500,
    taxRatePpm: 62_500,
    taxJurisdiction: 'NY New York',
    taxCents: 15_469,
  });
  await lines.update(second!.id, {
    sku: 'LDZ-ST-1',
    taxRatePpm: 88_750,
    taxJurisdiction: 'NY New York City',
    taxCents: 794,
  });
  await dataSource.getRepository(Order).update(order.id, {
    ...FIGURES,
    shippingTaxCents: 435,
    shippingTaxRatePpm: 88_750,
    taxJurisdiction: 'NY New York City',
    promotions: 'Code SPRING: Spring sale, $25.00 off',
    shipName: 'Søren Kierkegaard',
    addressLine1: '12 Bleecker Street',
    city: 'New York',
    state: 'NY',
    postalCode: '10012',
  });
  await dataSource.getRepository(Payment).update(order.payment.id, { amountCents: FIGURES.totalCents });
  return dataSource
    .getRepository(Order)
    .findOneByOrFail({ id: order.id })
    .then((o) => ({ ...order, ...o }));
}

export async function setShop(dataSource: DataSource, name: string) {
  const repo = dataSource.getRepository(SiteInformation);
  const row = await repo.findOne({ where: {}, order: { id: 'ASC' } });
  const details = { name, email: 'hello@shop.test', phone: '555-0100', address: '1 Market St, Portland OR' };
  if (row) await repo.update(row.id, details);
  else await repo.insert({ ...details, openingHours: '', about: '', logo: null });
}

/** The PDF's text, as a reader copying it out would get it. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
