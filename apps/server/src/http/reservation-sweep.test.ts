import type { TServices } from '@shop/services';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerReservationSweep } from './reservation-sweep.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reservation sweep timer', () => {
  it('sweeps on its interval once the server is ready, survives a failing sweep and stops on close', async () => {
    let calls = 0;
    const services = {
      payments: {
        expireReservations: async () => {
          calls++;
          if (calls === 1) throw new Error('database hiccup');
          return 0;
        },
      },
    } as unknown as TServices;
    const app = Fastify({ logger: false });
    registerReservationSweep(app, services, 20);
    await sleep(60);
    expect(calls).toBe(0);
    await app.ready();
    await sleep(130);
    expect(calls).toBeGreaterThanOrEqual(3);
    await app.close();
    const atClose = calls;
    await sleep(80);
    expect(calls).toBe(atClose);
  });
});
