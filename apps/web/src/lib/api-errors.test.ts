import { describe, expect, it } from 'vitest';
import { errorMessageOf, fieldErrorsOf, firstFieldErrors } from './api-errors';

describe('firstFieldErrors', () => {
  it('keeps only the first message of each field', () => {
    expect(firstFieldErrors({ slug: ['Taken.', 'Too long.'], name: ['Required.'] })).toEqual({
      slug: 'Taken.',
      name: 'Required.',
    });
  });

  it('ignores fields without a usable message', () => {
    expect(firstFieldErrors({ slug: [], name: 'oops', image: [3] })).toEqual({});
    expect(firstFieldErrors(null)).toEqual({});
  });
});

describe('fieldErrorsOf', () => {
  it('reads a tRPC error (data.errors) and a REST body (errors)', () => {
    expect(fieldErrorsOf({ message: 'Invalid', data: { errors: { email: ['Bad email.'] } } })).toEqual({
      email: 'Bad email.',
    });
    expect(fieldErrorsOf({ message: 'Invalid', errors: { file: ['Not an image.'] } })).toEqual({
      file: 'Not an image.',
    });
  });
});

describe('errorMessageOf', () => {
  it('turns a network failure into a sentence a shopper understands', () => {
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toMatch(/cannot be reached/);
    expect(errorMessageOf(new Error('Room not found.'))).toBe('Room not found.');
    expect(errorMessageOf(undefined, 'Fallback.')).toBe('Fallback.');
  });
});
