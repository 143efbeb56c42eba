import { Customer, Order, OrderEvent, OrderLine, Payment, type Refund } from '@shop/db';
import {
  ORDER_LOOKUP_MESSAGES,
  ORDER_ADMIN_MESSAGES,
  formatUsd,
  type IPaginated,
  type TAdminOrderDetail,
  type TAdminOrderRow,
  type TCustomerOrdersQuery,
  type TOrderAction,
  type TOrderDetail,
  type TOrderLine,
  type TOrderListQuery,
  type TOrderSummary,
  type TRefundPartInput,
} from '@shop/domain';
import { In, MoreThan } from 'typeorm';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { allOf, pagedQuery, searchCondition, type ISqlCondition } from '../common/reads/paged-query.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { ConflictError, FieldValidationError, NotFoundError } from '../errors.js';
import { claimRefund, completeRefund, lockOrderRow, pendingRefundOf } from '../checkout/refund.js';
import { findCustomerOrder } from '../checkout/customer-order.js';
import type { ICheckoutCustomer } from '../checkout/checkout.service.js';
import { putBack } from '../checkout/order-writes.js';
import type { IMailer } from '../mail/mailer.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import { sqlDateTime } from '../product/product-card.js';
import {
  ORDER_SUMMARY_COLUMNS,
  readOrderDetail,
  toOrderLine,
  toOrderSummary,
  type TOrderSummaryRow,
} from './order-mapper.js';
import { sameEmail } from './guest-orders.js';
import { refundPart, refundsOf, toPendingRefund } from './refund-part.js';
import { productionMail, shippedMail } from './order-mail.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { ORDER_TRANSITIONS, allowedActions, refusalOf, type IOrderState } from './order-transitions.js';

export interface IOrderDeps {
  mailer: IMailer;
  /** The configured payment provider (Stripe or the test gateway): refunds go back through it. */
  payments: IPaymentProvider;
  /** Told when the shipping notice could not be sent; the order stays shipped and its timeline says so. */
  onMailError: (error: unknown) => void;
  /** PUBLIC_URL, for the mails' absolute links. */
  publicUrl?: string | undefined;
}

type TAdminRow = TOrderSummaryRow & { customerName: string; customerEmail: string };

/** A guest's order has no customer: it shows the name and email given at checkout. */
const LIST_FROM = 'orders o LEFT JOIN customers c ON c.id = o.customer_id';
const LIST_COLUMNS = [
  ...ORDER_SUMMARY_COLUMNS,
  'o.customer_id AS `customerId`',
  'COALESCE(c.name, o.ship_name) AS `customerName`',
  'COALESCE(c.email, o.email) AS `customerEmail`',
];
const SEARCHED = ['o.number', 'c.name', 'c.email', 'o.email', 'o.ship_name'];

const condition = (sql: string, ...params: unknown[]): ISqlCondition => ({ sql, params });
/** Midnight UTC of a YYYY-MM-DD day, `plusDays` later, as the databases compare datetimes. */
const dayStart = (day: string, plusDays = 0) =>
  sqlDateTime(new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000));

/** Every filter is optional: the customer's orders are the list with one filter. */
type TOrderFilters = Partial<Omit<TOrderListQuery, 'page'>>;

function listFilter(input: TOrderFilters): ISqlCondition | undefined {
  return allOf(
    input.status ? condition('o.status = ?', input.status) : undefined,
    input.paymentStatus ? condition('o.payment_status = ?', input.paymentStatus) : undefined,
    input.fulfilmentStatus ? condition('o.fulfilment_status = ?', input.fulfilmentStatus) : undefined,
    input.from ? condition('o.created_at >= ?', dayStart(input.from)) : undefined,
    input.to ? condition('o.created_at < ?', dayStart(input.to, 1)) : undefined,
    input.customerId ? condition('o.customer_id = ?', input.customerId) : undefined,
    skuOrTextSearch(input.search || input.q),
  );
}

/** The list's search: the columns above, or a SKU one of the order's lines sold (staff paste or scan them). */
function skuOrTextSearch(search: string | undefined): ISqlCondition | undefined {
  const text = searchCondition(SEARCHED, search);
  if (!text || !search) return text;
  return {
    sql: `(${text.sql} OR EXISTS (SELECT 1 FROM order_lines sl WHERE sl.order_id = o.id AND sl.sku = ?))`,
    params: [...text.params, search.trim().toUpperCase()],
  };
}

function toAdminRow(row: TAdminRow): TAdminOrderRow {
  return {
    ...toOrderSummary(row),
    customer: {
      id: row.customerId === null ? null : Number(row.customerId),
      name: row.customerName,
      email: row.customerEmail,
    },
  };
}

const stateOf = (order: Order, madeToOrder = false): IOrderState => ({
  status: order.status as IOrderState['status'],
  paymentStatus: order.paymentStatus as IOrderState['paymentStatus'],
  fulfilmentStatus: order.fulfilmentStatus as IOrderState['fulfilmentStatus'],
  madeToOrder,
});

/** Whether some line of the order is made to order: only then does it go through production. */
async function hasMadeToOrder(db: Db, orderId: number): Promise<boolean> {
  return db.repo(OrderLine).exists({ where: { orderId, madeToOrderQuantity: MoreThan(0) } });
}

/**
 * Orders. For staff: lists, one order with everything staff need, and the moves of the fulfilment table
 * (order-transitions.ts). Each move is one transaction that changes the order only if it is still in a state the
 * move starts from, so of two staff members pressing the same button one wins and the other hears 409.
 * For a customer: their own orders, always read by the session customer's id, so that another customer's order is
 * as unknown as one that does not exist (404) and order numbers cannot be probed.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly deps: IOrderDeps,
  ) {}

  /** Newest first, ties broken by id. */
  list({ page, ...filters }: TOrderFilters & { page: number }): Promise<IPaginated<TAdminOrderRow>> {
    return pagedQuery(this.db, {
      table: LIST_FROM,
      columns: LIST_COLUMNS,
      where: listFilter(filters),
      orderBy: 'o.created_at DESC, o.id DESC',
      page,
      map: toAdminRow,
    });
  }

  async customerOrders({ customerId, page }: TCustomerOrdersQuery): Promise<IPaginated<TAdminOrderRow>> {
    await existsOrThrow(this.db.repo(Customer), customerId, 'Customer');
    return this.list({ page, customerId });
  }

  async lines(orderId: number): Promise<TOrderLine[]> {
    await existsOrThrow(this.db.repo(Order), orderId, 'Order');
    const lines = await this.db.repo(OrderLine).find({ where: { orderId }, order: { id: 'ASC' } });
    return lines.map(toOrderLine);
  }

  detail(id: number): Promise<TAdminOrderDetail> {
    return this.detailIn(this.db, id);
  }

  process(id: number, actor: IStaffActor): Promise<TAdminOrderDetail> {
    return this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const order = await this.claim(tx, id, 'process');
      await this.record(tx, order, 'processing', actor);
      return this.detailIn(tx, id);
    });
  }

  /** The customer hears about it by mail once the move is stored; a failed mail does not undo the shipment. */
  async ship(id: number, trackingNumber: string, actor: IStaffActor): Promise<TAdminOrderDetail> {
    const order = await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const claimed = await this.claim(tx, id, 'ship', { trackingNumber });
      await this.record(tx, claimed, 'shipped', actor, `Tracking number ${trackingNumber}`);
      return claimed;
    });
    try {
      await this.deps.mailer.send(shippedMail({ ...order, trackingNumber }, this.deps.publicUrl));
    } catch (error) {
      this.deps.onMailError(error);
      await this.db.repo(OrderEvent).insert({
        orderId: id,
        kind: 'mail_failed',
        actorType: 'system',
        note: `The shipping notice to ${order.email} could not be sent.`,
      });
    }
    return this.detail(id);
  }

  /**
   * The made-to-order pieces go into the workshop (produce) and come out of it (ready): each step is on the
   * customer's timeline and mailed to them once stored; a failed mail does not undo the step.
   */
  async productionStep(
    id: number,
    action: 'produce' | 'ready',
    actor: IStaffActor,
  ): Promise<TAdminOrderDetail> {
    const { event } = ORDER_TRANSITIONS[action];
    const order = await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const claimed = await this.claim(tx, id, action);
      await this.record(
        tx,
        claimed,
        event,
        actor,
        action === 'produce' ? 'Your made-to-order pieces are being made' : 'Your order is ready to ship',
      );
      return claimed;
    });
    const lines = await this.db.repo(OrderLine).find({ where: { orderId: id }, order: { id: 'ASC' } });
    try {
      await this.deps.mailer.send(productionMail(order, lines, action, this.deps.publicUrl));
    } catch (error) {
      this.deps.onMailError(error);
      await this.db.repo(OrderEvent).insert({
        orderId: id,
        kind: 'mail_failed',
        actorType: 'system',
        note: `The ${action === 'produce' ? 'production' : 'ready-to-ship'} notice to ${order.email} could not be sent.`,
      });
    }
    return this.detail(id);
  }

  deliver(id: number, actor: IStaffActor): Promise<TAdminOrderDetail> {
    return this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const order = await this.claim(tx, id, 'deliver');
      await this.record(tx, order, 'delivered', actor);
      return this.detailIn(tx, id);
    });
  }

  /**
   * Cancels the order, puts the stock of every line back and refunds the payment (all that is left of it, or
   * `amountCents`) through its provider, without holding a transaction while the provider is asked: the refund is
   * claimed in one short transaction, sent, and the cancel recorded with the refund in a second one. If the
   * provider refuses, nothing changed; if it fails or does not answer, the refund stays pending (the order page
   * shows it) and cancelling again retries it with the same idempotency key, so the money goes back once. While a
   * refund is pending the order makes no other move.
   */
  async cancel(id: number, amountCents: number | undefined, actor: IStaffActor): Promise<TAdminOrderDetail> {
    const refund = await this.db.transaction((tx) => this.claimCancel(tx, id, amountCents, actor));
    if (refund) {
      const recorded = await completeRefund(this.db, refund, {
        provider: this.deps.payments,
        actor: { type: 'staff', id: actor.id, name: actor.name },
        alsoDo:
          refund.purpose === 'cancel'
            ? (tx, paymentStatus) => this.finishCancel(tx, id, actor, paymentStatus)
            : undefined,
      });
      if (!recorded) throw new ConflictError(ORDER_ADMIN_MESSAGES.changedMeanwhile);
    }
    return this.detail(id);
  }

  /** Gives back part of a paid order that goes on: some items or an amount, each with its tax (refund-part.ts). */
  async refundPart(input: TRefundPartInput, actor: IStaffActor): Promise<TAdminOrderDetail> {
    await refundPart(this.db, this.deps.payments, input, actor);
    return this.detail(input.id);
  }

  /**
   * A cancel's first transaction: the refund to send (the pending one again, or a new one), or null when nothing
   * is left to give back, in which case the order was cancelled right here.
   */
  private async claimCancel(
    tx: Db,
    id: number,
    amountCents: number | undefined,
    actor: IStaffActor,
  ): Promise<Refund | null> {
    await assertStillAdmin(tx, actor.id);
    await lockOrderRow(tx, id);
    const order = await findOrThrow(tx.repo(Order), id, 'Order');
    const pending = await pendingRefundOf(tx, id);
    if (pending) {
      const paid = await tx.repo(Payment).findOneByOrFail({ id: pending.paymentId });
      return claimRefund(tx, this.deps.payments, paid, amountCents, 'cancel');
    }
    this.assertAllowed('cancel', order, await hasMadeToOrder(tx, id));
    const payment = await tx
      .repo(Payment)
      .findOne({ where: { orderId: id, status: 'completed' }, order: { id: 'DESC' } });
    if (!payment) throw new ConflictError(ORDER_ADMIN_MESSAGES.nothingToRefund);
    const refundable = payment.amountCents - payment.refundedCents;
    const amount = amountCents ?? refundable;
    if (amount > refundable)
      throw new FieldValidationError({ amountCents: [ORDER_ADMIN_MESSAGES.refundTooLarge] });
    if (amount > 0) return claimRefund(tx, this.deps.payments, payment, amount, 'cancel');
    await this.finishCancel(tx, id, actor, payment.status);
    return null;
  }

  /**
   * The cancel itself: the order moves to cancelled, its payment status following the payment's ('refunded' only
   * once all of it is back: a partial refund keeps it 'completed'), and its stock goes back. Inside the refund's
   * recording transaction the money already went back, so a refusal here must not undo that record: the timeline
   * says why the order was not cancelled instead.
   */
  private async finishCancel(tx: Db, id: number, actor: IStaffActor, paymentStatus: string): Promise<void> {
    let order: Order;
    try {
      order = await this.claim(tx, id, 'cancel', { paymentStatus });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      await this.record(tx, { id } as Order, 'cancel_failed', actor, error.message.slice(0, 255));
      return;
    }
    const returned = await this.restock(tx, id);
    const items = `${returned} item${returned === 1 ? '' : 's'}`;
    await this.record(tx, order, 'cancelled', actor, `Stock returned: ${items}.`);
  }

  private assertAllowed(action: TOrderAction, order: Order, madeToOrder: boolean): void {
    const refusal = refusalOf(action, stateOf(order, madeToOrder));
    if (refusal) throw new ConflictError(refusal);
  }

  /**
   * Reads the order (404), refuses a move its state does not allow (409 with the reason), then moves it with an
   * update that names the states the move starts from: if another transaction moved it first, nothing matches and
   * the loser hears 409 instead of repeating the move.
   */
  private async claim(tx: Db, id: number, action: TOrderAction, extra: Partial<Order> = {}): Promise<Order> {
    await lockOrderRow(tx, id);
    const order = await findOrThrow(tx.repo(Order), id, 'Order');
    this.assertAllowed(action, order, await hasMadeToOrder(tx, id));
    // The money may be on its way back: nothing moves until the pending refund is retried (which cancels).
    if (action !== 'cancel' && (await pendingRefundOf(tx, id)))
      throw new ConflictError(ORDER_ADMIN_MESSAGES.refundPending);
    const { from, to } = ORDER_TRANSITIONS[action];
    const result = await tx.repo(Order).update(
      {
        id,
        status: In([...from.status]),
        paymentStatus: In([...from.paymentStatus]),
        fulfilmentStatus: In([...from.fulfilmentStatus]),
      },
      { ...to, ...extra },
    );
    if (result.affected !== 1) throw new ConflictError(ORDER_ADMIN_MESSAGES.changedMeanwhile);
    return Object.assign(order, to, extra);
  }

  /**
   * Puts what each line took from the shelf back on its product (deleted products keep nothing; what was made to
   * order was never on the shelf); answers the items returned.
   */
  private async restock(tx: Db, orderId: number): Promise<number> {
    const lines = await tx.repo(OrderLine).find({ where: { orderId } });
    let returned = 0;
    for (const line of lines) {
      if (line.productId === null) continue;
      await putBack(tx, { ...line, quantity: line.fromStockQuantity });
      returned += line.fromStockQuantity;
    }
    return returned;
  }

  private async record(tx: Db, order: Order, kind: string, actor: IStaffActor, note = ''): Promise<void> {
    await tx.repo(OrderEvent).insert({
      orderId: order.id,
      kind,
      actorType: 'staff',
      actorId: actor.id,
      actorName: actor.name,
      note,
    });
  }

  private async detailIn(db: Db, id: number): Promise<TAdminOrderDetail> {
    const order = await findOrThrow(db.repo(Order), id, 'Order');
    const [detail, customer, pending, refunds] = await Promise.all([
      readOrderDetail(db, order),
      order.customerId === null
        ? null
        : db
            .repo(Customer)
            .findOne({ where: { id: order.customerId }, select: { id: true, name: true, email: true } }),
      pendingRefundOf(db, id),
      refundsOf(db, id),
    ]);
    const refundableCents = detail.payments
      .filter((p) => p.status === 'completed')
      .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
    return {
      ...detail,
      customer: {
        id: order.customerId,
        name: customer?.name ?? order.shipName,
        email: customer?.email ?? order.email,
      },
      // A pending refund is retried by cancelling again, whatever the order's state; nothing else moves meanwhile.
      actions: pending
        ? ['cancel']
        : allowedActions(
            stateOf(
              order,
              detail.lines.some((l) => l.madeToOrderQuantity > 0),
            ),
          ),
      refundableCents,
      refundable: formatUsd(refundableCents),
      pendingRefund: pending ? toPendingRefund(pending) : null,
      refunds,
    };
  }

  /** Newest first, 15 a page; orders.customer_id is indexed, so the count and the page read only these rows. */
  customerList(customerId: number, page: number): Promise<IPaginated<TOrderSummary>> {
    return pagedQuery(this.db, {
      table: 'orders o',
      columns: ORDER_SUMMARY_COLUMNS,
      where: { sql: 'o.customer_id = ?', params: [customerId] },
      orderBy: 'o.created_at DESC, o.id DESC',
      page,
      map: (row: TOrderSummaryRow) => toOrderSummary(row),
    });
  }

  /**
   * POST /api/order/lookup: an order by its number and the email it was placed with (a guest's way back to their
   * order). A wrong email and an unknown number get the same answer after the same work: one read by number and
   * one constant-time comparison.
   */
  async lookup(number: string, email: string): Promise<TOrderDetail> {
    const order = await this.db.repo(Order).findOne({ where: { number } });
    if (!sameEmail(order?.email, email) || !order)
      throw new NotFoundError('Order', ORDER_LOOKUP_MESSAGES.notFound);
    return readOrderDetail(this.db, order);
  }

  /** The confirmation page's order: its buyer's only (`ownsOrder`), else the same 404 as an unknown number. */
  async placedDetail(buyer: ICheckoutCustomer, number: string): Promise<TOrderDetail> {
    return readOrderDetail(this.db, await findCustomerOrder(this.db, buyer, number));
  }

  async customerDetail(customerId: number, number: string): Promise<TOrderDetail> {
    const order = await this.db.repo(Order).findOne({ where: { number, customerId } });
    if (!order) throw new NotFoundError('Order');
    return readOrderDetail(this.db, order);
  }
}
