import { Invoice, Order, OrderLine, Payment, PaymentEvent } from '@shop/db';
import { CHECKOUT_MESSAGES, type TCompleteInput, type TPaymentResult } from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { ConflictError } from '../errors.js';
import type { IMailer, ITemplatedMail } from '../mail/mailer.js';
import type { DeliveryWindowService } from '../delivery-window/delivery-window.service.js';
import type { IPaymentProvider, TChargeOutcome } from '../payments/payment-provider.js';
import type { ICheckoutCustomer } from '../order/index.js';
import { confirmationVariables } from '../order/index.js';
import { findCustomerOrder } from '../order/index.js';
import { cleanFailureReason } from '../order/index.js';
import {
  cancelPending,
  lockPendingOrder,
  markPaid,
  recordDecline,
  type IOrderActor,
} from '../order/index.js';
import { mailRefundNotice, refundPayment } from '../order/index.js';
import { attemptResult, CANCELLED_MESSAGE, PAID_MESSAGE, paymentResult } from './payment-result.js';
import { isUniqueViolation } from '../common/sql.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { orderEventData, reportSale } from '../webhooks/index.js';

export interface IPaymentOutcomeDeps {
  db: Db;
  provider: IPaymentProvider;
  mailer: IMailer;
  webhookEvents?: IWebhookEvents | undefined;
  now: TClock;
  /** Told about what must not fail the customer's request: a mail not sent, a provider clean-up that failed. */
  warn: (message: string, error?: unknown) => void;
  /** PUBLIC_URL, for the mail's absolute links. */
  publicUrl?: string;
  /** The crew's delivery windows: a paid order's hold is booked, a cancelled one's let go. */
  deliveryWindow?: Pick<DeliveryWindowService, 'bookPaidOrder' | 'endForOrder'> | undefined;
}

/** A request whose attempt key was recorded meanwhile by a concurrent one: answer what that one recorded. */
class AlreadyRecorded extends Error {}

const customerActor = (c: ICheckoutCustomer): IOrderActor => ({ type: 'customer', id: c.id, name: c.name });
const isPaid = (order: Pick<Order, 'status'>) => order.status === 'paid' || order.status === 'completed';

/** The latest payment of an order that is still open (initiated), if any. */
async function openPayment(db: Db, orderId: number): Promise<Payment | null> {
  return db.repo(Payment).findOne({ where: { orderId, status: 'initiated' }, order: { id: 'DESC' } });
}

/**
 * complete, failure and cancel (POST /api/payment/...): the customer reports how paying went, the shop believes
 * only the provider, and every change happens once however often a request is repeated.
 */
export class PaymentOutcomeService {
  constructor(private readonly deps: IPaymentOutcomeDeps) {}

  async complete(customer: ICheckoutCustomer, input: TCompleteInput): Promise<TPaymentResult> {
    const { db, provider } = this.deps;
    const order = await findCustomerOrder(db, customer, input.orderNumber);
    const ledgerId = `complete:${input.idempotencyKey}`;
    const earlier = await this.recordedAttempt(order, ledgerId);
    if (earlier) return earlier;
    if (isPaid(order)) return paymentResult(order, PAID_MESSAGE);
    const expired = !order.reservedUntil || order.reservedUntil <= this.deps.now();
    // Stripe is still asked after the deadline: a customer who paid at the last second has paid.
    if (order.status !== 'pending' || (expired && provider.kind === 'test'))
      throw new ConflictError(CHECKOUT_MESSAGES.notPayable);
    const current =
      (await openPayment(db, order.id)) ??
      (await db.repo(Payment).findOne({ where: { orderId: order.id }, order: { id: 'DESC' } }));
    const outcome = await provider.charge(
      current ?? { id: 0, providerRef: null, amountCents: order.totalCents, refundedCents: 0 },
      input.testCard,
    );
    // Not settled yet: under way again, whatever an earlier attempt's outcome was.
    if (outcome.kind === 'open')
      return { ...paymentResult(order, outcome.reason), paymentStatus: 'initiated' };
    if (outcome.kind === 'declined' && expired) throw new ConflictError(CHECKOUT_MESSAGES.notPayable);
    let paid = false;
    try {
      paid = await db.transaction(async (tx) => {
        const done = await this.applyAttempt(tx, order, ledgerId, outcome, customerActor(customer));
        if (done) await this.sendConfirmation(order.id, tx);
        return done;
      });
    } catch (error) {
      if (!(error instanceof AlreadyRecorded)) throw error;
    }
    if (paid) await this.settleDelivery(order.id);
    const after = await db.repo(Order).findOneByOrFail({ id: order.id });
    return (await this.recordedAttempt(after, ledgerId)) ?? paymentResult(after, PAID_MESSAGE);
  }

  /**
   * One attempt, recorded under its key: the open payment row takes the outcome, or a new row when the last
   * attempt already failed (each attempt keeps its own reason in the history). True when the order became paid.
   */
  private async applyAttempt(
    tx: Db,
    order: Order,
    ledgerId: string,
    outcome: Exclude<TChargeOutcome, { kind: 'open' }>,
    actor: IOrderActor,
  ): Promise<boolean> {
    // Settled meanwhile by a concurrent call: nothing to record (the answer comes from the order's state).
    if (!(await lockPendingOrder(tx, order.id))) return false;
    const attempt =
      (await openPayment(tx, order.id)) ??
      (this.deps.provider.kind === 'stripe'
        ? await tx.repo(Payment).findOneOrFail({ where: { orderId: order.id }, order: { id: 'DESC' } })
        : await tx.repo(Payment).save(
            tx.repo(Payment).create({
              orderId: order.id,
              provider: this.deps.provider.kind,
              status: 'initiated',
              amountCents: order.totalCents,
              currency: 'USD',
            }),
          ));
    try {
      await tx.repo(PaymentEvent).insert({
        provider: this.deps.provider.kind,
        eventId: ledgerId,
        type: `payment:${attempt.id}`,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyRecorded();
      throw error;
    }
    if (outcome.kind === 'succeeded')
      return markPaid(tx, order, attempt, outcome.providerRef, actor, this.deps.now());
    await recordDecline(tx, order, attempt, outcome.reason, actor);
    return false;
  }

  /** The answer an attempt key already got, or null for a new attempt. */
  private async recordedAttempt(order: Order, ledgerId: string): Promise<TPaymentResult | null> {
    const ledger = await this.deps.db.repo(PaymentEvent).findOne({
      where: { provider: this.deps.provider.kind, eventId: ledgerId },
    });
    if (!ledger) return null;
    const attempt = await this.deps.db
      .repo(Payment)
      .findOne({ where: { id: Number(ledger.type.split(':')[1]) } });
    if (!attempt || attempt.orderId !== order.id)
      throw new ConflictError('This payment attempt key was already used for another order.');
    return attemptResult(order, attempt);
  }

  /** The payment form reported a failure (Stripe.js): recorded; the order stays open for another try. */
  async failure(
    customer: ICheckoutCustomer,
    input: { orderNumber: string; reason: string },
  ): Promise<TPaymentResult> {
    const { db } = this.deps;
    const order = await findCustomerOrder(db, customer, input.orderNumber);
    if (isPaid(order)) return paymentResult(order, PAID_MESSAGE);
    if (order.status !== 'pending') throw new ConflictError(CHECKOUT_MESSAGES.notPayable);
    const reason = cleanFailureReason(input.reason);
    await db.transaction(async (tx) => {
      const attempt =
        (await openPayment(tx, order.id)) ??
        (await tx.repo(Payment).findOneOrFail({ where: { orderId: order.id }, order: { id: 'DESC' } }));
      await recordDecline(tx, order, attempt, reason, customerActor(customer));
    });
    return paymentResult(await db.repo(Order).findOneByOrFail({ id: order.id }), reason);
  }

  /** The customer gives up: the order is cancelled and its stock released, once, however often this is called. */
  async cancel(customer: ICheckoutCustomer, input: { orderNumber: string }): Promise<TPaymentResult> {
    const { db } = this.deps;
    const order = await findCustomerOrder(db, customer, input.orderNumber);
    if (order.status === 'pending') {
      const cancelled = await db.transaction(async (tx) => {
        const done = await cancelPending(tx, order.id, 'cancelled', customerActor(customer));
        if (done) await this.reportCancelled(tx, order.id);
        return done;
      });
      if (cancelled) await this.afterCancelled(order.id);
    }
    const after = await db.repo(Order).findOneByOrFail({ id: order.id });
    if (isPaid(after)) throw new ConflictError('This order is paid: contact us to cancel it.');
    return paymentResult(after, CANCELLED_MESSAGE);
  }

  /**
   * Once the payment is in: the window held at checkout becomes the order's booking (or, when it filled meanwhile,
   * a booking that needs a window, and its buyer is mailed a link to choose one). After the payment's transaction,
   * as its own writes: a booking that fails leaves the order paid and its hold to the sweep, and is logged.
   */
  async settleDelivery(orderId: number): Promise<void> {
    await this.deps.deliveryWindow
      ?.bookPaidOrder(orderId)
      .catch((error: unknown) =>
        this.deps.warn(`the delivery window of order ${orderId} was not booked`, error),
      );
  }

  /** An unpaid order was cancelled (by its buyer, or it expired): its payments and its held window are let go. */
  async afterCancelled(orderId: number): Promise<void> {
    await this.abandonPayments(orderId);
    await this.deps.deliveryWindow?.endForOrder(orderId);
  }

  /** Stripe keeps an open PaymentIntent until told: cancel those of an order that will not be paid. */
  async abandonPayments(orderId: number): Promise<void> {
    if (this.deps.provider.kind !== 'stripe') return;
    const payments = await this.deps.db.repo(Payment).find({ where: { orderId, provider: 'stripe' } });
    for (const payment of payments) {
      if (payment.status === 'completed' || !payment.providerRef) continue;
      await this.deps.provider
        .abandon(payment)
        .catch((error: unknown) => this.deps.warn(`could not cancel payment ${payment.providerRef}`, error));
    }
  }

  /**
   * Gives back a payment that arrived after its order was cancelled (see recordLatePayment). If the provider
   * fails, the refund stays pending on the cancelled order, where the back-office retries it ("Retry refund").
   */
  async refundLatePayment(paymentId: number): Promise<void> {
    const payment = await this.deps.db.repo(Payment).findOneByOrFail({ id: paymentId });
    await refundPayment(this.deps.db, this.deps.provider, payment, {
      amountCents: payment.amountCents - payment.refundedCents,
      now: this.deps.now(),
      notify: mailRefundNotice(this.deps.mailer, this.deps.publicUrl),
      events: this.deps.webhookEvents,
    })
      .then(() => undefined)
      .catch((error: unknown) => this.deps.warn(`late payment ${payment.providerRef} not refunded`, error));
  }

  /** The order.cancelled webhook of an order cancelled before it was paid (by its buyer, or it expired), in `tx`. */
  async reportCancelled(tx: Db, orderId: number): Promise<void> {
    if (!this.deps.webhookEvents) return;
    const order = await tx.repo(Order).findOneByOrFail({ id: orderId });
    await this.deps.webhookEvents.emit(tx, 'order.cancelled', orderEventData(order));
  }

  /**
   * Queues the confirmation mail in `tx`, the transaction that made the order paid: the mail exists exactly when
   * the payment does, and the outbox delivers it. The order.paid (and stock.low) webhooks are queued with it.
   */
  async sendConfirmation(orderId: number, tx: Db): Promise<void> {
    const order = await tx.repo(Order).findOneByOrFail({ id: orderId });
    const lines = await tx.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
    // Issued by the same transaction when it marked the order paid: the mail carries the invoice as a PDF.
    const invoice = await tx.repo(Invoice).findOneBy({ orderId });
    const mail: ITemplatedMail = {
      template: 'order-confirmation',
      to: order.email,
      variables: confirmationVariables(order, lines, this.deps.publicUrl),
      ...(invoice ? { attachments: [{ kind: 'invoice' as const, id: invoice.id }] } : {}),
    };
    await this.deps.mailer.send(mail, {
      orderId,
      tx,
    });
    if (this.deps.webhookEvents) await reportSale(this.deps.webhookEvents, tx, order, lines);
  }
}
