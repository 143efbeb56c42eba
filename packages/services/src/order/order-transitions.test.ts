import {
  FULFILMENT_STATUSES,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type TOrderAction,
} from '@shop/domain';
import { describe, expect, it } from 'vitest';
import {
  ORDER_TRANSITIONS,
  allowedActions,
  isAllowed,
  refusalOf,
  type IOrderState,
} from './order-transitions.js';

/** Every combination of the three states, including ones the shop never makes: the table must refuse them. */
const EVERY_STATE: IOrderState[] = ORDER_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.flatMap((paymentStatus) =>
    FULFILMENT_STATUSES.map((fulfilmentStatus) => ({ status, paymentStatus, fulfilmentStatus })),
  ),
);

/** The moves the issue allows, written out by hand: `action status/payment/fulfilment`. */
const ALLOWED = new Set([
  'process paid/completed/unfulfilled',
  'ship paid/completed/processing',
  'deliver paid/completed/shipped',
  'cancel paid/completed/unfulfilled',
  'cancel paid/completed/processing',
  // The workshop steps of an order with made-to-order pieces: reached only by `produce` and `ready`,
  // which such an order alone may take (see below).
  'ship paid/completed/ready_to_ship',
  'cancel paid/completed/in_production',
  'cancel paid/completed/ready_to_ship',
  // A partly shipped order (some shipments on their way) ships the rest in one go; it is not cancelled.
  'ship paid/completed/partially_shipped',
]);

const key = (action: TOrderAction, s: IOrderState) =>
  `${action} ${s.status}/${s.paymentStatus}/${s.fulfilmentStatus}`;

const apply = (action: TOrderAction, state: IOrderState): IOrderState => ({
  ...state,
  ...ORDER_TRANSITIONS[action].to,
});

describe('order transitions', () => {
  it(`allows exactly the ${ALLOWED.size} moves of the issue among ${EVERY_STATE.length * ORDER_ACTIONS.length} combinations`, () => {
    const allowed = EVERY_STATE.flatMap((state) =>
      ORDER_ACTIONS.filter((action) => isAllowed(action, state)).map((action) => key(action, state)),
    );
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it('explains every refusal and none of the allowed moves', () => {
    for (const state of EVERY_STATE) {
      for (const action of ORDER_ACTIONS) {
        const reason = refusalOf(action, state);
        if (ALLOWED.has(key(action, state))) expect(reason).toBeNull();
        else expect(reason, key(action, state)).toMatch(/\.$/);
      }
    }
  });

  it('takes only an order with made-to-order pieces through production, and ships it once made', () => {
    const paid: IOrderState = { status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'unfulfilled' };
    expect(allowedActions(paid)).toEqual(['process', 'cancel']);
    expect(refusalOf('produce', paid)).toMatch(/made-to-order pieces/);
    let state: IOrderState = { ...paid, madeToOrder: true };
    expect(allowedActions(state)).toEqual(['process', 'produce', 'cancel']);
    expect(allowedActions({ ...state, fulfilmentStatus: 'processing' })).toEqual(['produce', 'cancel']);
    state = apply('produce', state);
    expect(allowedActions(state)).toEqual(['ready', 'cancel']);
    state = apply('ready', state);
    expect(allowedActions(state)).toEqual(['ship', 'cancel']);
    expect(apply('ship', state).fulfilmentStatus).toBe('shipped');
  });

  it('walks a paid order through preparing, shipping and delivery to completed', () => {
    let state: IOrderState = { status: 'paid', paymentStatus: 'completed', fulfilmentStatus: 'unfulfilled' };
    expect(allowedActions(state)).toEqual(['process', 'cancel']);
    state = apply('process', state);
    expect(allowedActions(state)).toEqual(['ship', 'cancel']);
    state = apply('ship', state);
    expect(allowedActions(state)).toEqual(['deliver']);
    state = apply('deliver', state);
    expect(state).toEqual({ status: 'completed', paymentStatus: 'completed', fulfilmentStatus: 'delivered' });
    expect(allowedActions(state)).toEqual([]);
  });

  it('cancels into a cancelled order that allows nothing more, its payment status left to the refund', () => {
    const cancelled = apply('cancel', {
      status: 'paid',
      paymentStatus: 'completed',
      fulfilmentStatus: 'processing',
    });
    // A partial refund keeps the payment 'completed'; the service sets 'refunded' when all of it went back.
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' });
    for (const after of [cancelled, { ...cancelled, paymentStatus: 'refunded' as const }]) {
      expect(allowedActions(after)).toEqual([]);
      expect(refusalOf('cancel', after)).toMatch(/cancelled/);
    }
  });

  it('says why: skipping a step, cancelling a shipped order, touching a pending order', () => {
    const paid = { status: 'paid', paymentStatus: 'completed' } as const;
    expect(refusalOf('ship', { ...paid, fulfilmentStatus: 'unfulfilled' })).toBe(
      'Only an order being prepared can be marked as shipped. This order is not yet shipped.',
    );
    expect(refusalOf('deliver', { ...paid, fulfilmentStatus: 'processing' })).toMatch(
      /^Only a shipped order can be marked as delivered\. This order is being prepared\.$/,
    );
    expect(refusalOf('cancel', { ...paid, fulfilmentStatus: 'shipped' })).toMatch(
      /shipped .*cannot be cancelled/,
    );
    const pending = {
      status: 'pending',
      paymentStatus: 'initiated',
      fulfilmentStatus: 'unfulfilled',
    } as const;
    for (const action of ORDER_ACTIONS) expect(refusalOf(action, pending)).toMatch(/awaiting payment/);
  });
});
