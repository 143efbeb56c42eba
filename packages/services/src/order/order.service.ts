import { Case, Customer, Order, OrderLine, type Payment } from '@shop/db';
import {
  ORDER_LOOKUP_MESSAGES,
  formatUsd,
  type IPaginated,
  type TAdminOrderDetail,
  type TAdminOrderRow,
  type TCustomerOrdersQuery,
  type TOrderDetail,
  type TOrderLine,
  type TOrderSummary,
  type TCreateShipment,
  type TDeliverShipmentInput,
  type TOrderShipments,
  type TRefundPartInput,
} from '@shop/domain';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import { existsOrThrow, findOrThrow } from '../common/find.js';
import { pagedQuery } from '../common/reads/paged-query.js';
import type { IStaffActor } from '../common/staff-actor.js';
import { assertStillAdmin } from '../common/still-admin.js';
import { NotFoundError } from '../errors.js';
import type { IMailer } from '../mail/mailer.js';
import { mailRefundNotice } from './refund-mail.js';
import type { IWebhookEvents } from '../webhooks/index.js';
import { orderEventData } from '../webhooks/index.js';
import type { IPaymentProvider } from '../payments/payment-provider.js';
import { findCustomerOrder, type ICheckoutCustomer } from './customer-order.js';
import { sameEmail } from './guest-orders.js';
import { cancelOrder } from './order-cancel.js';
import { listOrders, type TOrderFilters } from './order-list.js';
import { productionTemplate, productionVariables, shippedVariables } from './order-mail-variables.js';
import {
  ORDER_SUMMARY_COLUMNS,
  readOrderDetail,
  toOrderLine,
  toOrderSummary,
  type TOrderSummaryRow,
} from './order-mapper.js';
import { claimMove, recordMove, stateOf } from './order-moves.js';
import { ORDER_TRANSITIONS, allowedActions } from './order-transitions.js';
import type { IOrderActor } from './order-writes.js';
import { refundPart, refundsOf, toPendingRefund } from './refund-part.js';
import { pendingRefundOf, refundPayment, type IRefundResult } from './refund.js';
import { createShipment } from './shipments/create-shipment.js';
import { deliverEveryShipment, deliverShipment } from './shipments/deliver-shipment.js';
import { shipEverythingLeft } from './shipments/ship-everything-left.js';
import { readShipmentRows, shippableLines, shippedByLine, toShipments } from './shipments/shipment-reads.js';

export interface IOrderDeps {
  now: TClock;
  mailer: IMailer;
  /** The order.shipped, order.delivered, order.cancelled and refund.created webhooks, queued in each move. */
  webhookEvents?: IWebhookEvents | undefined;
  /** The configured payment provider (Stripe or the test gateway): refunds go back through it. */
  payments: IPaymentProvider;
  /** Told when the shipping notice could not be sent; the order stays shipped and its timeline says so. */
  onMailError: (error: unknown) => void;
  /** PUBLIC_URL, for the mails' absolute links. */
  publicUrl?: string | undefined;
  /** After an order is cancelled: what else it held is let go (its crew delivery window, once). */
  onCancelled?: ((orderId: number) => Promise<unknown>) | undefined;
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
  getList(query: TOrderFilters & { page: number }): Promise<IPaginated<TAdminOrderRow>> {
    return listOrders(this.db, query);
  }

  async customer({ customerId, page }: TCustomerOrdersQuery): Promise<IPaginated<TAdminOrderRow>> {
    await existsOrThrow(this.db.repo(Customer), customerId, 'Customer');
    return this.getList({ page, customerId });
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
      await claimMove(tx, id, 'process');
      await recordMove(tx, id, 'processing', actor);
      return this.detailIn(tx, id);
    });
  }

  /** The customer's mail is queued in the move's transaction: it goes out exactly when the shipment is stored. */
  async ship(id: number, trackingNumber: string, actor: IStaffActor): Promise<TAdminOrderDetail> {
    await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const order = await claimMove(tx, id, 'ship', { trackingNumber });
      await shipEverythingLeft(tx, id, trackingNumber, actor);
      await recordMove(tx, id, 'shipped', actor, `Tracking number ${trackingNumber}`);
      const variables = shippedVariables({ ...order, trackingNumber }, this.deps.publicUrl);
      await this.deps.mailer.send(
        { template: 'order-shipped', to: order.email, variables },
        {
          orderId: id,
          tx,
        },
      );
      await this.emitOrderEvent(tx, id, 'order.shipped');
    });
    return this.detail(id);
  }

  /**
   * The made-to-order pieces go into the workshop (produce) and come out of it (ready): each step is on the
   * customer's timeline, and its mail is queued in the same transaction.
   */
  produce(id: number, actor: IStaffActor): Promise<TAdminOrderDetail> {
    return this.productionStep(id, 'produce', actor);
  }

  ready(id: number, actor: IStaffActor): Promise<TAdminOrderDetail> {
    return this.productionStep(id, 'ready', actor);
  }

  private async productionStep(
    id: number,
    action: 'produce' | 'ready',
    actor: IStaffActor,
  ): Promise<TAdminOrderDetail> {
    const { event } = ORDER_TRANSITIONS[action];
    await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      const order = await claimMove(tx, id, action);
      await recordMove(
        tx,
        id,
        event,
        actor,
        action === 'produce' ? 'Your made-to-order pieces are being made' : 'Your order is ready to ship',
      );
      const lines = await tx.repo(OrderLine).find({ where: { orderId: id }, order: { id: 'ASC' } });
      const variables = productionVariables(order, lines, action, this.deps.publicUrl);
      await this.deps.mailer.send(
        { template: productionTemplate(action), to: order.email, variables },
        {
          orderId: id,
          tx,
        },
      );
    });
    return this.detail(id);
  }

  deliver(id: number, actor: IStaffActor): Promise<TAdminOrderDetail> {
    return this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      await claimMove(tx, id, 'deliver');
      await deliverEveryShipment(tx, id, this.deps.now());
      await recordMove(tx, id, 'delivered', actor);
      await this.emitOrderEvent(tx, id, 'order.delivered');
      return this.detailIn(tx, id);
    });
  }

  /** Ships some units of some lines, with a carrier and tracking numbers (shipments/create-shipment.ts). */
  async createShipment(input: TCreateShipment, actor: IStaffActor): Promise<TAdminOrderDetail> {
    await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      await createShipment(tx, input, actor, this.deps);
    });
    return this.detail(input.id);
  }

  /** One shipment arrived; the last one of a wholly shipped order completes it (shipments/deliver-shipment.ts). */
  async deliverShipment(input: TDeliverShipmentInput, actor: IStaffActor): Promise<TAdminOrderDetail> {
    await this.db.transaction(async (tx) => {
      await assertStillAdmin(tx, actor.id);
      await deliverShipment(tx, input, actor, this.deps.now(), this.deps.webhookEvents);
    });
    return this.detail(input.id);
  }

  /** The order's shipments, and per line what has shipped, what is left and what may ship now. */
  async shipments(id: number): Promise<TOrderShipments> {
    const order = await findOrThrow(this.db.repo(Order), id, 'Order');
    const lines = await this.db.repo(OrderLine).find({ where: { orderId: id }, order: { id: 'ASC' } });
    const rows = await readShipmentRows(this.db, id);
    return {
      shipments: toShipments(rows, lines),
      lines: shippableLines(order, lines, shippedByLine(rows.shipmentLines)),
    };
  }

  /** Cancels the order with its stock back and its payment refunded (order-cancel.ts). */
  async cancel(id: number, amountCents: number | undefined, actor: IStaffActor): Promise<TAdminOrderDetail> {
    const { payments, webhookEvents } = this.deps;
    await cancelOrder(
      this.db,
      payments,
      id,
      amountCents,
      actor,
      this.deps.now(),
      webhookEvents,
      this.refundNotice(),
    );
    await this.deps.onCancelled?.(id);
    return this.detail(id);
  }

  /** Gives back part of a paid order that goes on: some items or an amount, each with its tax (refund-part.ts). */
  async refundPart(input: TRefundPartInput, actor: IStaffActor): Promise<TAdminOrderDetail> {
    await refundPart(
      this.db,
      this.deps.payments,
      input,
      actor,
      this.deps.now(),
      this.deps.webhookEvents,
      this.refundNotice(),
    );
    return this.detail(input.id);
  }

  /**
   * Gives back `amountCents` of a completed payment through its provider and records it (payment, order and a
   * 'refunded' event by `actor`), the order going on as it is.
   */
  refund(
    payment: Pick<Payment, 'id'> | number,
    amountCents: number,
    actor?: IOrderActor,
  ): Promise<IRefundResult> {
    return refundPayment(this.db, this.deps.payments, payment, {
      amountCents,
      actor,
      now: this.deps.now(),
      events: this.deps.webhookEvents,
      notify: this.refundNotice(),
    });
  }

  /** Every refund the back-office makes mails the buyer, with the credit note (refund-mail.ts). */
  private refundNotice() {
    return mailRefundNotice(this.deps.mailer, this.deps.publicUrl);
  }

  /** The order as the move left it, reported to the webhook endpoints in the move's transaction. */
  private async emitOrderEvent(tx: Db, id: number, type: 'order.shipped' | 'order.delivered'): Promise<void> {
    if (!this.deps.webhookEvents) return;
    const order = await tx.repo(Order).findOneByOrFail({ id });
    await this.deps.webhookEvents.emit(tx, type, orderEventData(order));
  }

  private async detailIn(db: Db, id: number): Promise<TAdminOrderDetail> {
    const order = await findOrThrow(db.repo(Order), id, 'Order');
    const [detail, customer, pending, refunds, cases] = await Promise.all([
      readOrderDetail(db, order),
      order.customerId === null
        ? null
        : db
            .repo(Customer)
            .findOne({ where: { id: order.customerId }, select: { id: true, name: true, email: true } }),
      pendingRefundOf(db, id),
      refundsOf(db, id),
      casesOf(db, order),
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
      // Once a piece has shipped the order is no longer cancelled: the rest is refunded instead.
      actions: pending
        ? ['cancel']
        : allowedActions(
            stateOf(
              order,
              detail.lines.some((l) => l.madeToOrderQuantity > 0),
            ),
          ).filter((action) => action !== 'cancel' || detail.shipments.length === 0),
      refundableCents,
      refundable: formatUsd(refundableCents),
      pendingRefund: pending ? toPendingRefund(pending, this.deps.now()) : null,
      refunds,
      ...cases,
    };
  }

  /** Newest first, 15 a page; orders.customer_id is indexed, so the count and the page read only these rows. */
  mine(customerId: number, page: number): Promise<IPaginated<TOrderSummary>> {
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
  async placed(buyer: ICheckoutCustomer, number: string): Promise<TOrderDetail> {
    return readOrderDetail(this.db, await findCustomerOrder(this.db, buyer, number));
  }

  async mineDetail(customerId: number, number: string): Promise<TOrderDetail> {
    const order = await this.db.repo(Order).findOne({ where: { number, customerId } });
    if (!order) throw new NotFoundError('Order');
    return readOrderDetail(this.db, order);
  }
}

/** The returns and claims of an order, and the claim a replacement order was sent for. */
async function casesOf(db: Db, order: Order) {
  const [cases, replaces] = await Promise.all([
    db.repo(Case).find({ where: { orderId: order.id }, order: { id: 'DESC' } }),
    order.replacesCaseId === null ? null : db.repo(Case).findOneBy({ id: order.replacesCaseId }),
  ]);
  return {
    cases: cases.map((c) => ({ id: c.id, number: c.number, kind: c.kind, state: c.state })),
    replacesCase: replaces ? { id: replaces.id, number: replaces.number } : null,
  };
}
