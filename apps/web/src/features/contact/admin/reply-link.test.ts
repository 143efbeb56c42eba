import { describe, expect, it } from 'vitest';
import { replyHref, replySubject } from './reply-link';

describe('reply by email', () => {
  it('prefixes the subject once', () => {
    expect(replySubject('Sofa delivery')).toBe('Re: Sofa delivery');
    expect(replySubject('RE: Sofa delivery ')).toBe('RE: Sofa delivery');
    expect(replySubject('Return policy')).toBe('Re: Return policy');
  });

  it('encodes the subject so that & and ? cannot end it early', () => {
    expect(replyHref('ann@example.com', 'Oak & linen? 50% off')).toBe(
      'mailto:ann@example.com?subject=Re%3A%20Oak%20%26%20linen%3F%2050%25%20off',
    );
  });
});
