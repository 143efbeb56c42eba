import { describe, expect, it } from 'vitest';
import { ZShippingAddress } from '../checkout/checkout.js';
import { ZMyAccountUpdateInput } from '../account/account.js';
import { ZCustomerAdminUpdateInput } from '../customer/customer.js';
import { US_STATE_CODES } from './us-states.js';
import { US_ZIP_PREFIXES, zipInState, zipNotInState } from './zip-prefixes.js';

const ADDRESS = {
  name: 'Tess Taxpayer',
  phone: '+1 212 555 0142',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
};

describe('the 3-digit ZIP prefixes per state', () => {
  it('covers every state and DC, no prefix in two states', () => {
    expect(Object.keys(US_ZIP_PREFIXES).sort()).toEqual([...US_STATE_CODES].sort());
    const owner = new Map<number, string>();
    for (const [state, ranges] of Object.entries(US_ZIP_PREFIXES))
      for (const [from, to] of ranges) {
        expect(from).toBeLessThanOrEqual(to);
        for (let prefix = from; prefix <= to; prefix++) {
          expect(owner.get(prefix), `prefix ${prefix}`).toBeUndefined();
          owner.set(prefix, state);
        }
      }
  });

  it('places well-known ZIP codes in their states', () => {
    const known: [string, string][] = [
      ['NY', '10001'], // Manhattan
      ['NY', '11201'], // Brooklyn
      ['NY', '00501'], // Holtsville
      ['OR', '97301'], // Salem
      ['OR', '97201'], // Portland
      ['NJ', '07102'], // Newark
      ['MA', '02108'], // Boston
      ['MA', '05501'], // Andover
      ['CT', '06103'], // Hartford
      ['DC', '20500'], // the White House
      ['VA', '20166'], // Dulles
      ['TX', '73301'], // Austin
      ['TX', '88510'], // El Paso
      ['CA', '94103'], // San Francisco
      ['AK', '99501'], // Anchorage
      ['HI', '96813'], // Honolulu
      ['WY', '82001'], // Cheyenne
      ['FL', '33101-1234'], // Miami, ZIP+4
    ];
    for (const [state, zip] of known) expect(zipInState(state, zip), `${state} ${zip}`).toBe(true);
  });

  it('refuses a ZIP of another state, a territory or military mail', () => {
    expect(zipInState('OR', '10001')).toBe(false);
    expect(zipInState('NY', '97301')).toBe(false);
    expect(zipInState('NJ', '10001')).toBe(false);
    expect(zipInState('FL', '34001')).toBe(false); // APO AA
    expect(US_STATE_CODES.some((state) => zipInState(state, '00901'))).toBe(false); // San Juan, PR
    expect(zipInState('XX', '10001')).toBe(false);
  });
});

describe('every address schema checks the ZIP against the state', () => {
  it('answers on postalCode, once state and ZIP are each well-formed', () => {
    for (const [state, postalCode] of [
      ['OR', '10001'],
      ['NY', '97301'],
    ]) {
      const shipping = ZShippingAddress.safeParse({ ...ADDRESS, state, postalCode });
      expect(shipping.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['postalCode', zipNotInState(state!)],
      ]);
      const mine = ZMyAccountUpdateInput.safeParse({
        id: 1,
        name: 'Tess',
        email: 't@example.com',
        state,
        postalCode,
      });
      expect(mine.error?.issues.map((i) => i.path.join('.'))).toEqual(['postalCode']);
      const staffEdit = ZCustomerAdminUpdateInput.safeParse({
        id: 1,
        name: 'Tess',
        email: 't@example.com',
        state,
        postalCode,
      });
      expect(staffEdit.error?.issues.map((i) => i.path.join('.'))).toEqual(['postalCode']);
    }
    expect(ZShippingAddress.safeParse(ADDRESS).success).toBe(true);
    // A saved address may leave the state or the ZIP out.
    expect(
      ZMyAccountUpdateInput.safeParse({ id: 1, name: 'Tess', email: 't@example.com', state: 'OR' }).success,
    ).toBe(true);
    // A bad state is one message on state, not a second one on the ZIP.
    const badState = ZShippingAddress.safeParse({ ...ADDRESS, state: 'ZZ' });
    expect(badState.error?.issues.map((i) => i.path.join('.'))).toEqual(['state']);
  });
});
