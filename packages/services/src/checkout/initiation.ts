import { OrderLine, Payment, Product, type Order } from '@shop/db';
import {
  CHECKOUT_MESSAGES,
  RESERVATION_MINUTES,
  formatUsd,
  type TCartLine,
  type TInitiateInput,
  type TPaymentStart,
  type TShippingOption,
} from '@shop/domain';
import { In } from 'typeorm';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import { cartProblems, loadCart, priceLines } from '../shipping/cart.js';
import type { ShippingService } from '../shipping/shipping.service.js';
import type { ITaxCalculation } from '../tax/tax-provider.js';
import { insertNumberedOrder } from './order-number.js';
import { addOrderEvent } from './order-writes.js';
import { isUniqueViolation, retryDeadlocks, updateWhere } from './sql.js';
import { madeToOrderColumns, takeFromStock } from './stock-reservation.js';

/** The session's customer, as checkout needs them. */
export interface ICheckoutCustomer {
  id: number;
  name: string;
  email: string;
}

export interface IPaymentInitiationDeps {
  db: Db;
  shipping: ShippingService;
  provider: IPaymentProvider;
  now: () => Date;
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

  async initiate(customer: ICheckoutCustomer, input: TInitiateInput): Promise<TPaymentStart> {
    const earlier = await this.earlierAttempt(customer.id, input.idempotencyKey);
    if (earlier) return earlier;
    // Refused carts answer before any quote is asked for; prices are read again under the reservation.
    const cart = await loadCart(this.deps.db, input.lines);
    // Shipping and sales tax are asked for before the transaction opens (FedEx and Stripe Tax are network calls):
    // a provider that fails or is too slow answers 503 here, with nothing written.
    const { quote, tax } = await this.deps.shipping.quoteCart(cart, input.address, input.tier);
    // The order keeps the shipping option as sold; its tax lives in the order's own columns.
    const {
      taxCents: _tax,
      tax: _taxText,
      totalCents: _total,
      total: _totalText,
      ...option
    } = quote.options[0]!;
    let created: { order: Order; payment: Payment };
    try {
      created = await retryDeadlocks(() =>
        this.deps.db.transaction((tx) => this.createOrder(tx, customer, input, option, tax)),
      );
    } catch (error) {
      if (!(error instanceof RepeatedAttempt)) throw error;
      const first = await this.earlierAttempt(customer.id, input.idempotencyKey);
      if (!first) throw error;
      return first;
    }
    return this.startPayment(created.order, created.payment);
  }

  /** The answer of an earlier attempt with this key, or null when there was none. */
  private async earlierAttempt(customerId: number, idempotencyKey: string): Promise<TPaymentStart | null> {
    const payment = await this.deps.db
      .repo(Payment)
      .findOne({ where: { idempotencyKey }, relations: { order: true } });
    if (!payment?.order) return null;
    if (payment.order.customerId !== customerId)
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
   * Reserves what is on hand of every product with conditional updates (stock never goes below zero, however many
   * checkouts race; a made-to-order product's rest is made, see takeFromStock), in id order so that two carts never
   * wait on each other crosswise; one product short rolls the whole order back. Answers the products and how many
   * of each came from stock.
   */
  private async reserve(
    tx: Db,
    lines: readonly TCartLine[],
  ): Promise<{ products: Map<number, Product>; fromStock: Map<number, number> }> {
    const wanted = new Map<number, number>();
    for (const line of lines) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
    const fromStock = new Map<number, number>();
    const short = new Set<number>();
    for (const [id, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
      const taken = await takeFromStock(tx, id, quantity);
      if (taken === null) short.add(id);
      fromStock.set(id, taken ?? 0);
    }
    const found = await tx.repo(Product).find({ where: { id: In([...wanted.keys()]) } });
    const products = new Map(found.map((p) => [p.id, p]));
    if (short.size > 0) {
      // What the shelf held before this checkout: reserved products are back at their old stock for the check.
      const before = new Map(
        found.map((p) => [
          p.id,
          { active: p.active, sellingMode: p.sellingMode, stock: p.stock + fromStock.get(p.id)! },
        ]),
      );
      const errors = cartProblems(lines, before);
      throw new FieldValidationError(
        Object.keys(errors).length > 0 ? errors : { lines: [CHECKOUT_MESSAGES.outOfStock] },
      );
    }
    return { products, fromStock };
  }

  private async createOrder(
    tx: Db,
    customer: ICheckoutCustomer,
    input: TInitiateInput,
    option: TShippingOption,
    tax: ITaxCalculation,
  ): Promise<{ order: Order; payment: Payment }> {
    const { products, fromStock } = await this.reserve(tx, input.lines);
    const cart = priceLines(input.lines, products);
    const served = madeToOrderColumns(input.lines, fromStock, products, this.deps.now());
    // The tax was computed on the prices read before the reservation; a price changed since would make it wrong.
    if (cart.lines.some((line, i) => line.lineTotalCents !== tax.lines[i]?.netCents))
      throw new ConflictError(CHECKOUT_MESSAGES.pricesChanged);
    const shippingTax = tax.shipping[0]!;
    const taxCents = tax.itemsTaxCents + shippingTax.taxCents;
    const { address } = input;
    const totalCents = cart.subtotalCents + option.priceCents + taxCents;
    const order = await insertNumberedOrder(tx, {
      customerId: customer.id,
      status: 'pending',
      paymentStatus: 'initiated',
      fulfilmentStatus: 'unfulfilled',
      subtotalCents: cart.subtotalCents,
      shippingCents: option.priceCents,
      taxCents,
      shippingTaxCents: shippingTax.taxCents,
      shippingTaxRatePpm: shippingTax.ratePpm,
      taxJurisdiction: tax.jurisdiction.slice(0, 80),
      taxSource: tax.source,
      totalCents,
      currency: 'USD',
      shippingTier: option.tier,
      shippingService: option.service,
      shippingQuote: JSON.stringify(option),
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
    await tx.repo(OrderLine).insert(
      cart.lines.map((line, i) => ({
        orderId: order.id,
        productId: line.product.id,
        productName: line.product.name,
        productSlug: line.product.slug,
        productImage: line.product.image,
        unitPriceCents: line.unitPriceCents,
        discountPercent: line.discountPercent,
        unitPaidCents: line.unitPaidCents,
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        taxRatePpm: tax.lines[i]!.ratePpm,
        taxJurisdiction: tax.lines[i]!.jurisdiction.slice(0, 80),
        taxCents: tax.lines[i]!.taxCents,
        ...served[i]!,
      })),
    );
    await addOrderEvent(
      tx,
      order.id,
      'created',
      { type: 'customer', id: customer.id, name: customer.name },
      // The customer's timeline shows this note: the tier's words, not the carrier's service code.
      `${option.label}, ${option.estimate}, ${formatUsd(totalCents)}`,
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
