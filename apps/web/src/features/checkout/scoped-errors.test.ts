import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '#/lib/api-errors';
import { scopeServerErrors } from './scoped-errors';

describe('scopeServerErrors', () => {
  it('names nested fields as the form does and leaves the others as they are', () => {
    const err = {
      message: 'Check the highlighted fields.',
      data: {
        errors: {
          'address.postalCode': ['Enter a 5-digit ZIP code.', 'x'],
          'lines.0.quantity': ['Too many.'],
        },
      },
    };
    const scoped = scopeServerErrors(err, 'address');
    expect(fieldErrorsOf(scoped)).toEqual({
      postalCode: 'Enter a 5-digit ZIP code.',
      'lines.0.quantity': 'Too many.',
    });
    expect((scoped as { message: string }).message).toBe('Check the highlighted fields.');
  });

  it('passes an error without fields through untouched', () => {
    const err = new Error('Shipping rates are not available right now.');
    expect(scopeServerErrors(err, 'address')).toBe(err);
  });
});
