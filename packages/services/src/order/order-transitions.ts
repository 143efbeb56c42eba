import {
  ORDER_ACTIONS,
  STATUS_LABELS,
  type TFulfilmentStatus,
  type TOrderAction,
  type TOrderStatus,
  type TPaymentStatus,
} from '@shop/domain';

/** The three states an order keeps (the design's data rules). */
export interface IOrderState {
  status: TOrderStatus;
  paymentStatus: TPaymentStatus;
  fulfilmentStatus: TFulfilmentStatus;
  /** Some line is made to order: only such an order goes through production. */
  madeToOrder?: boolean;
}

export interface IOrderTransition {
  /** The states the order must be in: each field must hold one of the listed values. */
  from: { [K in Exclude<keyof IOrderState, 'madeToOrder'>]: readonly IOrderState[K][] };
  /** Only for an order with made-to-order lines. */
  madeToOrderOnly?: boolean;
  /** The fields the move changes. */
  to: Partial<Omit<IOrderState, 'madeToOrder'>>;
  /** The timeline event it writes. */
  event: string;
  /** Why the move is refused when the order is paid but in the wrong fulfilment step. */
  refusal: string;
}

const PAID = { status: ['paid'], paymentStatus: ['completed'] } as const;

/**
 * What staff may do to an order, as data: every move starts from a paid order whose payment completed, and
 * follows the fulfilment steps one at a time. A pending order (not paid yet) belongs to checkout, which releases
 * it on failure or expiry; cancelled and completed orders are history.
 */
export const ORDER_TRANSITIONS: Readonly<Record<TOrderAction, IOrderTransition>> = {
  process: {
    from: { ...PAID, fulfilmentStatus: ['unfulfilled'] },
    to: { fulfilmentStatus: 'processing' },
    event: 'processing',
    refusal: 'Only a paid order that is not yet being prepared can be prepared.',
  },
  produce: {
    from: { ...PAID, fulfilmentStatus: ['unfulfilled', 'processing'] },
    to: { fulfilmentStatus: 'in_production' },
    event: 'in_production',
    madeToOrderOnly: true,
    refusal: 'Only a paid order with made-to-order pieces, not yet in production, can go into production.',
  },
  ready: {
    from: { ...PAID, fulfilmentStatus: ['in_production'] },
    to: { fulfilmentStatus: 'ready_to_ship' },
    event: 'ready_to_ship',
    madeToOrderOnly: true,
    refusal: 'Only an order in production can be marked as ready to ship.',
  },
  ship: {
    // An order with made-to-order pieces ships once they are made (ready to ship), not straight from preparing.
    // A partly shipped order ships the rest in one go.
    from: { ...PAID, fulfilmentStatus: ['processing', 'ready_to_ship', 'partially_shipped'] },
    to: { fulfilmentStatus: 'shipped' },
    event: 'shipped',
    refusal: 'Only an order being prepared can be marked as shipped.',
  },
  deliver: {
    from: { ...PAID, fulfilmentStatus: ['shipped'] },
    to: { fulfilmentStatus: 'delivered', status: 'completed' },
    event: 'delivered',
    refusal: 'Only a shipped order can be marked as delivered.',
  },
  cancel: {
    from: { ...PAID, fulfilmentStatus: ['unfulfilled', 'processing', 'in_production', 'ready_to_ship'] },
    // The payment status follows the payment: 'refunded' only when all of it went back (see OrderService).
    to: { status: 'cancelled' },
    event: 'cancelled',
    refusal: 'A shipped or delivered order cannot be cancelled.',
  },
};

export function isAllowed(action: TOrderAction, state: IOrderState): boolean {
  const { from, madeToOrderOnly } = ORDER_TRANSITIONS[action];
  if (action === 'ship' && state.madeToOrder && state.fulfilmentStatus === 'processing') return false;
  return (
    (!madeToOrderOnly || state.madeToOrder === true) &&
    from.status.includes(state.status) &&
    from.paymentStatus.includes(state.paymentStatus) &&
    from.fulfilmentStatus.includes(state.fulfilmentStatus)
  );
}

/** The moves the order's state allows now, in the usual order of things. */
export function allowedActions(state: IOrderState): TOrderAction[] {
  return ORDER_ACTIONS.filter((action) => isAllowed(action, state));
}

const label = (status: string) => (STATUS_LABELS[status] ?? status).toLowerCase();

/** Why the move is refused, in a sentence staff can act on; null when it is allowed. */
export function refusalOf(action: TOrderAction, state: IOrderState): string | null {
  if (isAllowed(action, state)) return null;
  if (state.status === 'pending')
    return 'This order is awaiting payment: it can be prepared, shipped or cancelled only once it is paid.';
  if (state.status === 'cancelled') return 'This order is cancelled: nothing more can be done with it.';
  if (state.status === 'completed') return 'This order is delivered and complete: nothing more can be done.';
  if (state.paymentStatus !== 'completed')
    return `This order's payment is ${label(state.paymentStatus)}, so it cannot be changed here.`;
  if (action === 'ship' && state.madeToOrder && state.fulfilmentStatus === 'processing')
    return 'Its made-to-order pieces are not made yet: start production, then mark it ready to ship.';
  return `${ORDER_TRANSITIONS[action].refusal} This order is ${label(state.fulfilmentStatus)}.`;
}
