import { OrderLine, Payment, Product, type Order } from '@shop/db';
import { returnPoliciesAtSale } from '../case/case.service.js';
import {
  CHECKOUT_MESSAGES,
  RESERVATION_MINUTES,
  levelRepriced,
  formatUsd,
  promisedDelivery,
  promotionWords,
  shippingWords,
  stockKey,
  type TCartLine,
  type TInitiateInput,
  type TPaymentStart,
} from '@shop/domain';
import { In } from 'typeorm';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import { loadChoices, type ILineChoices } from '../cart/index.js';
import { isUniqueViolation, updateWhere } from '../common/sql.js';
import { ownsOrder, type ICheckoutCustomer } from '../order/index.js';
import { insertNumberedOrder } from '../order/index.js';
import { addOrderEvent } from '../order/index.js';
import type { DeliveryWindowService } from '../delivery-window/delivery-window.service.js';
import { priceCart, type ICartPrice, type ICartPricingDeps } from './cart-price.js';
import { chosenDelivery } from './chosen-delivery.js';
import { cartProblems, priceLines } from './priced-cart.js';
import { madeToOrderColumns, orderWait, takeFromStock, takeVariantFromStock } from './stock-reservation.js';

export interface IPaymentInitiationDeps extends ICartPricingDeps {
  provider: IPaymentProvider;
  now: TClock;
  /** The window held at checkout goes with the order (its hold is the order's until paid or cancelled). */
  deliveryWindow?: Pick<DeliveryWindowService, 'attachHold'> | undefined;
}

/**
 * A guest orders with the email given at checkout (required) under the address's name; a customer's email is the
 * account's, whatever the input says.
 */
function guestBuyer(buyer: ICheckoutCustomer, input: TInitiateInput): ICheckoutCustomer {
  if (buyer.id !== null) return buyer;
  if (!buyer.guestSessionHash) throw new FieldValidationError({ email: [CHECKOUT_MESSAGES.guestSession] });
  if (!input.email) throw new FieldValidationError({ email: [CHECKOUT_MESSAGES.guestEmail] });
  return { ...buyer, email: input.email, name: input.address.name };
}

/** A second request with a checkout attempt's key arrived while the first was writing: answer the first. */
class RepeatedAttempt extends Error {}

/**
 * POST /api/payment/initiate: prices the cart and its shipping on the server, then in ONE transaction reserves
 * the stock, creates the pending order with its snapshotted lines, its 'created' event and its payment row, and
 * finally starts the payment with the provider. The attempt's key makes a repeated request answer the first.
 */
export class PaymentInitiation {
  constructor(private readonly deps: IPaymentInitiationDeps) {}

  async initiate(buyer: ICheckoutCustomer, input: TInitiateInput): Promise<TPaymentStart> {
    const customer = guestBuyer(buyer, input);
    const earlier = await this.earlierAttempt(customer, input.idempotencyKey);
    if (earlier) return earlier;
    // The cart is priced as the quote priced it, for the tier chosen, before the transaction opens: a refused cart
    // answers first, and a carrier or tax provider that fails or is too slow (network calls) answers 503 with
    // nothing written. The prices are read again under the reservation.
    const price = await priceCart(this.deps, input, customer.id);
    const { discount } = price;
    // The price paid is the price shown: a level repriced since the quote is refused with its new price.
    const level = price.quote.delivery.levels[0];
    if (input.delivery && level && level.feeCents !== input.delivery.feeCents)
      throw new ConflictError(levelRepriced(level.name, level.feeCents));
    // A typed code that does not apply refuses the order here.
    if (input.code && discount && !discount.codeApplied)
      throw new FieldValidationError({ code: [discount.codeMessage ?? CHECKOUT_MESSAGES.pricesChanged] });
    let created: { order: Order; payment: Payment };
    try {
      created = await this.deps.db.transaction((tx) => this.createOrder(tx, customer, input, price));
    } catch (error) {
      if (!(error instanceof RepeatedAttempt)) throw error;
      const first = await this.earlierAttempt(customer, input.idempotencyKey);
      if (!first) throw error;
      return first;
    }
    return this.startPayment(created.order, created.payment);
  }

  /** The answer of an earlier attempt with this key, or null when there was none. */
  private async earlierAttempt(
    customer: ICheckoutCustomer,
    idempotencyKey: string,
  ): Promise<TPaymentStart | null> {
    const payment = await this.deps.db
      .repo(Payment)
      .findOne({ where: { idempotencyKey }, relations: { order: true } });
    if (!payment?.order) return null;
    if (!ownsOrder(customer, payment.order))
      throw new ConflictError('This payment attempt key was already used. Start the checkout again.');
    return this.startPayment(payment.order, payment);
  }

  private async startPayment(order: Order, payment: Payment): Promise<TPaymentStart> {
    const session = await this.deps.provider.start(
      {
        orderNumber: order.number,
        amountCents: order.totalCents,
        idempotencyKey: payment.idempotencyKey ?? '',
      },
      payment.providerRef,
    );
    if (session.providerRef && session.providerRef !== payment.providerRef) {
      await updateWhere(this.deps.db, Payment, { providerRef: session.providerRef }, 'id = :id', {
        id: payment.id,
      });
    }
    return {
      orderId: order.id,
      orderNumber: order.number,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      deliveryFeeCents: order.deliveryFeeCents,
      discountCents: order.discountCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      total: formatUsd(order.totalCents),
      // Settled orders (a replayed attempt) hold nothing any more: their last change stands in.
      reservedUntil: (order.reservedUntil ?? order.updatedAt).toISOString(),
      provider: this.deps.provider.kind,
      clientSecret: session.clientSecret,
      publishableKey: session.publishableKey,
    };
  }

  /**
   * Reserves what is on hand of every product and variant with conditional updates (stock never goes below zero,
   * however many checkouts race), in product id order so that two carts never wait on each other crosswise; one
   * line that cannot be sold rolls the whole order back. A variant is reserved on its own row, each product's
   * variants in id order before the product's row, and its product's stock sum follows what they gave. A product
   * or variant made to order (or backordered) takes what is on hand and the rest is made (see takeFromStock and
   * takeVariantFromStock). Answers the products, the variant choices and how many came from each shelf (stockKey).
   */
  private async reserve(
    tx: Db,
    lines: readonly TCartLine[],
  ): Promise<{ products: Map<number, Product>; choices: ILineChoices; fromStock: Map<string, number> }> {
    const wanted = new Map<number, number>();
    const wantedVariants = new Map<number, { productId: number; quantity: number }>();
    for (const line of lines) {
      if (line.variantId === undefined)
        wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
      else {
        const before = wantedVariants.get(line.variantId)?.quantity ?? 0;
        wantedVariants.set(line.variantId, { productId: line.productId, quantity: before + line.quantity });
      }
    }
    const productIds = [...new Set(lines.map((line) => line.productId))].sort((a, b) => a - b);
    const short = new Set<number>();
    const shortVariants = new Set<number>();
    const fromStock = new Map<string, number>();
    for (const productId of productIds) {
      let variantTotal = 0;
      for (const [variantId, { quantity }] of [...wantedVariants]
        .filter(([, v]) => v.productId === productId)
        .sort(([a], [b]) => a - b)) {
        const taken = await takeVariantFromStock(tx, variantId, productId, quantity);
        if (taken === null) shortVariants.add(variantId);
        else {
          variantTotal += taken;
          fromStock.set(stockKey({ productId, variantId }), taken);
        }
      }
      // The product's stock is its variants' sum: it follows what they gave, never below zero.
      if (variantTotal > 0)
        await tx.query(
          'UPDATE products SET stock = CASE WHEN stock >= ? THEN stock - ? ELSE 0 END WHERE id = ?',
          [variantTotal, variantTotal, productId],
        );
      const quantity = wanted.get(productId);
      if (quantity === undefined) continue;
      const taken = await takeFromStock(tx, productId, quantity);
      if (taken === null) short.add(productId);
      else fromStock.set(stockKey({ productId }), taken);
    }
    const [found, choices] = await Promise.all([
      tx.repo(Product).find({ where: { id: In(productIds) } }),
      loadChoices(tx, lines),
    ]);
    const products = new Map(found.map((p) => [p.id, p]));
    // A variant line of an archived product: the variant's update does not look at the product.
    const inactive = found.some((p) => !p.active);
    if (short.size > 0 || shortVariants.size > 0 || inactive) {
      // What the shelves held before this checkout: what it took goes back for the check.
      const took = (key: string) => fromStock.get(key) ?? 0;
      const before = new Map(
        found.map((p) => [
          p.id,
          {
            active: p.active,
            sellingMode: p.sellingMode,
            stock: p.stock + took(stockKey({ productId: p.id })),
          },
        ]),
      );
      const variantsBefore = new Map(
        [...choices.variants].map(([id, v]) => [
          id,
          { ...v, stock: v.stock + took(stockKey({ productId: v.productId, variantId: id })) },
        ]),
      );
      const errors = cartProblems(lines, before, { variants: variantsBefore, options: choices.options });
      throw new FieldValidationError(
        Object.keys(errors).length > 0 ? errors : { lines: [CHECKOUT_MESSAGES.outOfStock] },
      );
    }
    return { products, choices, fromStock };
  }

  /**
   * Inside the transaction: reserves the stock, then writes the order as `price` has it (its shipping option is the
   * tier chosen): the lines' prices read under the reservation must still be those it was worked out on.
   */
  private async createOrder(
    tx: Db,
    customer: ICheckoutCustomer,
    input: TInitiateInput,
    price: ICartPrice,
  ): Promise<{ order: Order; payment: Payment }> {
    const { cart: priced, quote, tax, discount } = price;
    const { products, choices, fromStock } = await this.reserve(tx, input.lines);
    const cart = priceLines(input.lines, products, choices);
    if (cart.lines.some((line, i) => line.lineTotalCents !== priced.lines[i]?.lineTotalCents))
      throw new ConflictError(CHECKOUT_MESSAGES.pricesChanged);
    const way = chosenDelivery(price, input.delivery !== undefined);
    const { option, taxCents, totalCents, discountCents, shippingDiscountCents, chargeTax } = way;
    const served = madeToOrderColumns(cart.lines, fromStock, this.deps.now());
    // The promise as the stock was taken (the quote counted what was on hand a moment before): the one rule of
    // @shop/domain delivery-promise.ts, which the order pages and mails show from here on.
    const { shipsIn: _quoted, ...quoted } = option;
    const promised = {
      ...quoted,
      ...promisedDelivery(option, orderWait(cart.lines, fromStock), this.deps.now()),
    };
    const { address } = input;
    const order = await insertNumberedOrder(tx, {
      customerId: customer.id,
      guestSessionHash: customer.id === null ? (customer.guestSessionHash ?? null) : null,
      status: 'pending',
      paymentStatus: 'initiated',
      fulfilmentStatus: 'unfulfilled',
      subtotalCents: quote.subtotalCents,
      shippingCents: option.priceCents,
      taxCents,
      discountCents,
      shippingDiscountCents,
      ...way.level,
      promotions: (discount?.applied ?? [])
        .map((p) => promotionWords(p))
        .join('\n')
        .slice(0, 1000),
      shippingTaxCents: way.level ? 0 : chargeTax.taxCents,
      shippingTaxRatePpm: chargeTax.ratePpm,
      taxJurisdiction: tax.jurisdiction.slice(0, 80),
      taxSource: tax.source,
      totalCents,
      currency: 'USD',
      shippingTier: option.tier,
      shippingService: option.service,
      shippingQuote: JSON.stringify({
        ...promised,
        ...shippingWords(promised, way.level?.deliveryLevelName),
      }),
      shipName: address.name,
      email: customer.email,
      phone: address.phone,
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
      country: address.country,
      reservedUntil: new Date(this.deps.now().getTime() + RESERVATION_MINUTES * 60_000),
    });
    const holdId = input.delivery?.holdId;
    if (holdId !== undefined && way.level && this.deps.deliveryWindow)
      await this.deps.deliveryWindow.attachHold(tx, customer, holdId, order.id, way.level.deliveryZoneId);
    const madeFor = (i: number) => served[i]!.madeToOrderQuantity > 0 && !served[i]!.backordered;
    const policies = await returnPoliciesAtSale(
      tx,
      cart.lines.map((l, i) => ({ product: l.product, madeToOrder: madeFor(i) })),
    );
    await tx.repo(OrderLine).insert(
      cart.lines.map((line, i) => ({
        orderId: order.id,
        productId: line.product.id,
        variantId: line.variant?.id ?? null,
        sku: line.sku,
        options: line.options.length ? JSON.stringify(line.options) : '',
        productName: line.product.name,
        productSlug: line.product.slug,
        productImage: line.product.image,
        unitPriceCents: line.unitPriceCents,
        discountPercent: line.discountPercent,
        unitPaidCents: line.unitPaidCents,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        discountCents: discount?.lineDiscounts[i] ?? 0,
        taxRatePpm: tax.lines[i]!.ratePpm,
        taxJurisdiction: tax.lines[i]!.jurisdiction.slice(0, 80),
        taxCents: tax.lines[i]!.taxCents,
        ...served[i]!,
        ...policies[i]!,
      })),
    );
    // The uses of every promotion applied, taken under their limits: one refused rolls the whole order back.
    if (discount && discount.applied.length > 0)
      await this.deps.promotions.over(tx).claim(order.id, customer.id, discount);
    await addOrderEvent(
      tx,
      order.id,
      'created',
      { type: 'customer', id: customer.id, name: customer.name },
      // The customer's timeline shows this note: the tier's words, not the carrier's service code.
      `${way.label}, ${option.estimate}, ${formatUsd(totalCents)}`,
    );
    try {
      const { identifiers } = await tx.repo(Payment).insert({
        orderId: order.id,
        provider: this.deps.provider.kind,
        status: 'initiated',
        amountCents: totalCents,
        currency: 'USD',
        idempotencyKey: input.idempotencyKey,
      });
      const payment = await tx.repo(Payment).findOneByOrFail({ id: Number(identifiers[0]!.id) });
      return { order, payment };
    } catch (error) {
      // The same key committed by a concurrent request: undo this one entirely and answer that one.
      if (isUniqueViolation(error)) throw new RepeatedAttempt();
      throw error;
    }
  }
}
