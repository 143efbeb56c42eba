import type { TServices } from '@shop/services';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerDeliveryHoldSweep } from './delivery-hold-sweep.js';

describe('delivery hold sweep timer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps on its interval once the server is ready, survives a failing sweep and stops on close', async () => {
    // Only the interval is faked: Fastify's start-up and close run on real timers and ticks.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let calls = 0;
    const services = {
      deliveryWindow: {
        expireHolds: async () => {
          calls++;
          if (calls === 1) throw new Error('database hiccup');
          return 1;
        },
      },
    } as unknown as TServices;
    const app = Fastify({ logger: false });
    registerDeliveryHoldSweep(app, services, 20);
    await vi.advanceTimersByTimeAsync(60);
    expect(calls).toBe(0);
    await app.ready();
    await vi.advanceTimersByTimeAsync(60);
    expect(calls).toBe(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(80);
    expect(calls).toBe(3);
  });
});
