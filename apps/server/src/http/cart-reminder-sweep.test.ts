import type { TServices } from '@shop/services';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerCartReminderSweep } from './cart-reminder-sweep.js';

describe('cart reminder sweep timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends reminders on every sweep and deletes stale carts on the first and every n-th, until closed', async () => {
    // Only the interval is faked: Fastify's start-up and close run on real timers and ticks.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = { reminders: 0, stale: 0 };
    const services = {
      cart: {
        sendReminders: async () => {
          calls.reminders++;
          if (calls.reminders === 1) throw new Error('database hiccup');
          return 0;
        },
        sweepStale: async () => {
          calls.stale++;
          return 0;
        },
      },
    } as unknown as Pick<TServices, 'cart'>;
    const app = Fastify({ logger: false });
    registerCartReminderSweep(app, services, 20, 60);
    await app.ready();
    await vi.advanceTimersByTimeAsync(20 * 7);
    // The first sweep failed before reaching the stale carts; the next one and every third after deleted them.
    expect(calls).toEqual({ reminders: 7, stale: 2 });
    await app.close();
    await vi.advanceTimersByTimeAsync(80);
    expect(calls.reminders).toBe(7);
  });
});
