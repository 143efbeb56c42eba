import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isSameOriginFormPost } from './same-origin-form.js';

const request = (headers: Record<string, string>, host = 'shop.example:3000') =>
  ({ headers, host }) as unknown as FastifyRequest;

describe('the CSRF check of plain form posts', () => {
  it('trusts Fetch Metadata when the browser sends it', () => {
    expect(isSameOriginFormPost(request({ 'sec-fetch-site': 'same-origin' }), undefined)).toBe(true);
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(isSameOriginFormPost(request({ 'sec-fetch-site': site }), undefined)).toBe(false);
    // A same-origin Origin header does not overrule the browser's own word.
    expect(
      isSameOriginFormPost(
        request({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example:3000' }),
        undefined,
      ),
    ).toBe(false);
  });

  it('else wants an Origin naming the shop: PUBLIC_URL when set, the requested host otherwise', () => {
    expect(isSameOriginFormPost(request({ origin: 'http://shop.example:3000' }), undefined)).toBe(true);
    expect(isSameOriginFormPost(request({ origin: 'http://evil.example' }), undefined)).toBe(false);
    expect(isSameOriginFormPost(request({ origin: 'https://shop.example' }), 'https://shop.example')).toBe(
      true,
    );
    expect(isSameOriginFormPost(request({ origin: 'http://shop.example' }), 'https://shop.example')).toBe(
      false,
    );
  });

  it('refuses a post that cannot show where it came from', () => {
    expect(isSameOriginFormPost(request({}), undefined)).toBe(false);
    expect(isSameOriginFormPost(request({ origin: 'null' }), undefined)).toBe(false);
    expect(isSameOriginFormPost(request({ origin: 'not a url' }), undefined)).toBe(false);
  });
});
