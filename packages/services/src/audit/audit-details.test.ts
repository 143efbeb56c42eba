import { describe, expect, it } from 'vitest';
import { AUDIT_DETAILS_BUDGET, AUDIT_TEXT_LIMIT, auditDetails, auditEntityId } from './audit-details.js';

describe('auditDetails', () => {
  it('drops passwords, tokens and secrets at any depth, whatever their spelling', () => {
    expect(
      auditDetails({
        name: 'Noor',
        password: 'hunter22',
        newPassword: 'x',
        currentPassword: 'y',
        nested: { apiToken: 'abc', Client_Secret: 's', keep: 1, list: [{ resetToken: 't', ok: true }] },
      }),
    ).toEqual({ name: 'Noor', nested: { keep: 1, list: [{ ok: true }] } });
  });

  it('cuts long texts and bounds lists, nesting and the whole entry', () => {
    const long = 'x'.repeat(AUDIT_TEXT_LIMIT + 50);
    expect(auditDetails({ about: long }).about).toBe(`${'x'.repeat(AUDIT_TEXT_LIMIT)}…`);
    const list = auditDetails({ ids: Array.from({ length: 60 }, (_, i) => i) }).ids as unknown[];
    expect(list).toHaveLength(51);
    expect(list.at(-1)).toBe('… 10 more');
    expect(auditDetails({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({ a: { b: { c: { d: '…' } } } });
    const flood = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, long]));
    expect(JSON.stringify(auditDetails(flood)).length).toBeLessThan(AUDIT_DETAILS_BUDGET + 40 * 12);
  });

  it('keeps plain values and wraps an input that is not an object', () => {
    expect(auditDetails({ n: 3, f: false, z: null, u: undefined, inf: Infinity })).toEqual({
      n: 3,
      f: false,
      z: null,
      inf: 'Infinity',
    });
    expect(auditDetails(undefined)).toEqual({});
    expect(auditDetails('text')).toEqual({ input: 'text' });
  });
});

describe('auditEntityId', () => {
  it('reads a positive whole id, as a number or as REST path text', () => {
    expect(auditEntityId({ id: 7 })).toBe(7);
    expect(auditEntityId({ id: '42' })).toBe(42);
    for (const id of [0, -1, 1.5, 'abc', '', '99999999999', null]) expect(auditEntityId({ id })).toBeNull();
    expect(auditEntityId(undefined)).toBeNull();
  });
});
