import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CHECKOUT_MESSAGES,
  PRODUCT_MESSAGES,
  ZCancelOrderInput,
  ZCartLine,
  ZInitiateInput,
  ZMyAccountForm,
  ZProductForm,
  ZReviewWriteInput,
  ZShippingAddress,
  fieldWords,
} from '../index.js';

/** Each failing field with its first message, as the forms and the 422 `errors` map show them. */
function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

const ADDRESS = {
  name: 'Cy',
  phone: '503-555-0100',
  addressLine1: '1 Main Street',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
};

describe('validation messages a customer understands', () => {
  it('asks for a number for a quantity that is not one, naming the field', () => {
    expect(messages(ZCartLine, { productId: 1, quantity: 'two' })).toEqual({
      quantity: 'Enter a number for quantity.',
    });
    expect(messages(ZCartLine, { productId: 1, quantity: 1.5 })).toEqual({
      quantity: 'Enter a whole number for quantity.',
    });
  });

  it('asks to choose a state, on the account form (a union with the empty value) and at checkout', () => {
    expect(messages(ZMyAccountForm, { name: 'Cy', email: 'cy@example.com', state: 'XX' })).toEqual({
      state: 'Choose a US state.',
    });
    expect(messages(ZShippingAddress, { ...ADDRESS, state: 'XX' })).toEqual({
      state: CHECKOUT_MESSAGES.stateInvalid,
    });
  });

  it('says which address field is missing', () => {
    expect(messages(ZShippingAddress, { state: 'OR' })).toEqual({
      name: 'Name is required.',
      phone: 'Phone is required.',
      addressLine1: 'Street address is required.',
      city: 'City is required.',
      postalCode: 'ZIP code is required.',
    });
  });

  it('asks for a room type and a price on the product form, and a refund amount as a number', () => {
    const form = { name: 'Chair', slug: 'chair', stock: 1 };
    expect(messages(ZProductForm, { ...form, roomTypeId: '', priceCents: Number.NaN })).toEqual({
      roomTypeId: 'Choose a room type.',
      priceCents: PRODUCT_MESSAGES.priceMissing,
    });
    expect(messages(ZProductForm, { ...form, roomTypeId: 1, priceCents: 100, materialIds: ['x'] })).toEqual({
      'materialIds.0': 'Choose materials from the list.',
    });
    expect(messages(ZCancelOrderInput, { id: 1, amountCents: 'all' })).toEqual({
      amountCents: 'Enter a number for amount.',
    });
    expect(
      messages(ZReviewWriteInput, { productId: 1, rating: 'great', body: 'Sturdy and handsome.' }),
    ).toEqual({
      rating: 'Choose 1 to 5 stars.',
    });
  });

  it('asks to choose from the list for an unknown choice', () => {
    const input = {
      lines: [{ productId: 1, quantity: 1 }],
      address: ADDRESS,
      idempotencyKey: 'k'.repeat(20),
    };
    expect(messages(ZInitiateInput, { ...input, tier: 'Overnight' })).toEqual({
      tier: 'Choose a shipping speed from the list.',
    });
  });

  it("leaves a schema's own message alone", () => {
    expect(messages(ZShippingAddress, { ...ADDRESS, postalCode: '1' })).toEqual({
      postalCode: CHECKOUT_MESSAGES.zipInvalid,
    });
  });

  it('words any schema without messages of its own: sizes, formats, yes/no, unknown keys', () => {
    const schema = z.strictObject({
      title: z.string().min(3).max(5),
      count: z.number().min(1).max(9),
      tags: z.array(z.string()).max(1),
      contactEmail: z.email(),
      website: z.url(),
      active: z.boolean(),
    });
    expect(
      messages(schema, {
        title: 'ab',
        count: 10,
        tags: ['a', 'b'],
        contactEmail: 'x',
        website: 'x',
        active: 'yes',
        extra: 1,
      }),
    ).toEqual({
      title: 'Title must be at least 3 characters.',
      count: 'Count must be at most 9.',
      tags: 'Tags can have at most 1 entry.',
      contactEmail: 'Enter a valid email address.',
      website: 'Enter a full web address, starting with https://.',
      active: 'Choose yes or no for active.',
      '': 'Remove what this form does not take: extra.',
    });
  });

  it("never shows zod's own wording for any of these", () => {
    const all = [
      messages(ZCartLine, { productId: 'x', quantity: Number.NaN }),
      messages(ZMyAccountForm, { state: 7 }),
      messages(ZInitiateInput, {}),
    ].flatMap((m) => Object.values(m));
    expect(all.length).toBeGreaterThan(5);
    for (const message of all) {
      expect(message).not.toMatch(/Invalid input|expected|received|Too small|Too big|Invalid option/);
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('turns keys into words', () => {
    expect(fieldWords(['lines', 0, 'quantity'])).toBe('quantity');
    expect(fieldWords(['roomTypeId'])).toBe('room type');
    expect(fieldWords(['trackingNumber'])).toBe('tracking number');
    expect(fieldWords([])).toBeNull();
  });
});
