import { zodResolver } from '@hookform/resolvers/zod';
import { ZMyAccountForm, ZProductForm, ZShippingAddress } from '@shop/domain';
import { describe, expect, it } from 'vitest';

/** What a form shows under each field: the resolver's first message per field, as react-hook-form runs it. */
async function shown(schema: Parameters<typeof zodResolver>[0], values: Record<string, unknown>) {
  const result = await zodResolver(schema as never)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors as Record<string, { message?: string }>).map(([k, v]) => [k, v.message]),
  );
}

describe('the messages the web forms show', () => {
  it('asks for a US state on the account form instead of "Invalid input"', async () => {
    expect(await shown(ZMyAccountForm, { name: 'Cy', email: 'cy@example.com', state: 'Oregon' })).toEqual({
      state: 'Choose a US state.',
    });
  });

  it('names the missing fields of the checkout address', async () => {
    expect(await shown(ZShippingAddress, { name: 'Cy', state: 'OR', postalCode: '97201' })).toEqual({
      phone: 'Phone is required.',
      addressLine1: 'Street address is required.',
      city: 'City is required.',
    });
  });

  it('asks for a room type when the product form has none chosen (an empty select is NaN)', async () => {
    const errors = await shown(ZProductForm, {
      roomTypeId: Number.NaN,
      name: 'Chair',
      slug: 'chair',
      priceCents: 100,
      stock: 1,
    });
    expect(errors).toEqual({ roomTypeId: 'Choose a room type.' });
  });
});
