import { describe, expect, it } from 'vitest';
import {
  MemoryRateLimitStore,
  beginAuthAttempt,
  countGuestOrderAccess,
  type IRateLimited,
} from './rate-limit.js';

const MINUTE = 60_000;

describe('the in-memory rate limit store', () => {
  it('counts in fixed windows and starts over when one ends', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.hit('a', MINUTE, 0)).toEqual({ count: 1, resetAt: MINUTE });
    expect(await store.hit('a', MINUTE, 59_999)).toEqual({ count: 2, resetAt: MINUTE });
    expect(await store.hit('a', MINUTE, MINUTE)).toEqual({ count: 1, resetAt: 2 * MINUTE });
    await store.reset('a');
    expect((await store.hit('a', MINUTE, MINUTE + 1)).count).toBe(1);
  });

  it('keeps windows of different lengths apart', async () => {
    const store = new MemoryRateLimitStore();
    await store.hit('a', MINUTE, 0);
    expect(await store.hit('a', 15 * MINUTE, 0)).toEqual({ count: 1, resetAt: 15 * MINUTE });
  });

  it('holds no more keys than its cap, dropping the one closest to expiring', async () => {
    const store = new MemoryRateLimitStore(1000);
    for (let i = 0; i < 5000; i++) await store.hit(`flood-${i}`, MINUTE, i);
    expect(store.size()).toBe(1000);
    expect((await store.hit('flood-4999', MINUTE, 5000)).count).toBe(2);
  });

  it('lets expired keys go as new attempts arrive', async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 500; i++) await store.hit(`old-${i}`, MINUTE, 0);
    for (let i = 0; i < 200; i++) await store.hit(`new-${i}`, MINUTE, 2 * MINUTE);
    expect(store.size()).toBe(200);
  });

  it('costs about the same per attempt with 200 000 keys as with a thousand', async () => {
    const timePerHit = async (keys: number) => {
      const store = new MemoryRateLimitStore(keys);
      for (let i = 0; i < keys; i++) await store.hit(`k${i}`, 15 * MINUTE, 0);
      const started = performance.now();
      for (let i = 0; i < 2000; i++) await store.hit(`late-${i}`, 15 * MINUTE, 1);
      return (performance.now() - started) / 2000;
    };
    const small = await timePerHit(1_000);
    const large = await timePerHit(200_000);
    // A scan of the map per attempt would make the large store about two hundred times slower.
    expect(large).toBeLessThan(Math.max(small * 20, 0.05));
  }, 60_000);
});

describe('the login limit per account', () => {
  const app: IRateLimited = { rateLimits: new MemoryRateLimitStore() };
  const input = { email: 'owner@example.com', password: 'whatever' };
  let address = 0;
  const attempt = (device?: string) =>
    beginAuthAttempt(app, 'login', {
      path: 'auth.customerLogin',
      http: { ip: `203.0.113.${++address}`, device },
      rawInput: input,
    });

  it('stops a right password that was sent with a burst of wrong ones once they have held the account', async () => {
    const rightOne = await attempt();
    const wrongOnes = await Promise.all(Array.from({ length: 10 }, () => attempt()));
    // All eleven passed the first check together; the ten wrong ones now fail, one after the other.
    for (const wrong of wrongOnes) await wrong.settle('wrongCredentials');
    await expect(rightOne.beforeSignIn()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(attempt()).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('the limits of one app', () => {
  let attempts = 0;
  const tryFrom = (app: IRateLimited, ip: string) =>
    beginAuthAttempt(app, 'register', {
      path: 'auth.customerRegister',
      http: { ip },
      rawInput: { email: `someone-${++attempts}@example.com` },
    }).then(
      () => 'OK',
      (error: { code?: string }) => error.code,
    );

  it('take the per-address limit from its services and keep their counts in its own store', async () => {
    const strict: IRateLimited = {
      rateLimits: new MemoryRateLimitStore(),
      authLimits: { perAddressPerMinute: 3 },
    };
    const lenient: IRateLimited = { rateLimits: new MemoryRateLimitStore() };
    const strictOutcomes = [];
    for (let i = 0; i < 4; i++) strictOutcomes.push(await tryFrom(strict, '198.51.100.7'));
    expect(strictOutcomes).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_REQUESTS']);
    // Another app in the same process counts from zero with the default of 10 a minute.
    for (let i = 0; i < 10; i++) expect(await tryFrom(lenient, '198.51.100.7')).toBe('OK');
    expect(await tryFrom(lenient, '198.51.100.7')).toBe('TOO_MANY_REQUESTS');
  });
});

describe("a guest's calls about one order", () => {
  it('count once per order and email, while every other email guessed counts and is refused past the limit', async () => {
    const app: IRateLimited = { rateLimits: new MemoryRateLimitStore() };
    const now = Date.now();
    // A claim's eight photos and its request: one lookup.
    for (let call = 0; call < 12; call++)
      await countGuestOrderAccess(app, '10.9.0.1', 'HT-10001', 'Guest@Example.com', now);
    // Nine guesses more reach the limit of ten; the eleventh is refused, and stays refused when repeated.
    for (let guess = 0; guess < 9; guess++)
      await countGuestOrderAccess(app, '10.9.0.1', 'HT-10001', `guess${guess}@example.com`, now);
    for (let again = 0; again < 2; again++)
      await expect(
        countGuestOrderAccess(app, '10.9.0.1', 'HT-10001', 'one-more@example.com', now),
      ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // The guest's own pair, let in before, goes on working.
    await countGuestOrderAccess(app, '10.9.0.1', 'HT-10001', 'guest@example.com', now);
  });
});
