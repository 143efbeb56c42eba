import crypto from 'node:crypto';
import net from 'node:net';
import { createClient } from '@redis/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisRetirements, type IRetirementListener } from './redis-retirements.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

/** A listener that records what the channel told it. */
function recorder() {
  const heard: string[][] = [];
  const states: { shared: boolean; error?: string }[] = [];
  let resubscribed = 0;
  const listener: IRetirementListener = {
    retire: (tables) => heard.push([...tables]),
    resubscribed: () => (resubscribed += 1),
    stateChanged: (shared, error) => states.push({ shared, error: error?.message }),
  };
  return {
    listener,
    heard,
    states,
    get resubscribed() {
      return resubscribed;
    },
  };
}

/** Polls `check` until it holds, at most `ms` (messages cross Redis in well under that). */
async function within<T>(ms: number, check: () => T): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!REDIS_URL)('RedisRetirements on a real Redis', () => {
  const open: RedisRetirements[] = [];
  // Redis is shared with other test runs: every test has a channel of its own.
  const uniquePrefix = () => `test-${crypto.randomUUID()}:`;
  const channelOn = (prefix: string, listener: IRetirementListener, url = REDIS_URL!) => {
    const channel = new RedisRetirements({ url, prefix, listener });
    open.push(channel);
    return channel;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((channel) => channel.close()));
  });

  it('tells every other process of the tables written, and not the one that wrote', async () => {
    const prefix = uniquePrefix();
    const [a, b] = [recorder(), recorder()];
    const writer = channelOn(prefix, a.listener);
    const reader = channelOn(prefix, b.listener);
    expect(await writer.whenShared(20_000)).toBe(true);
    expect(await reader.whenShared(20_000)).toBe(true);
    expect(a.states).toEqual([{ shared: true, error: undefined }]);
    expect(b.resubscribed).toBe(1);

    // Written in one turn: one message.
    writer.publish(['products']);
    writer.publish(['products', 'product_materials']);
    expect(await within(10_000, () => b.heard.length)).toBe(1);
    expect(b.heard).toEqual([['products', 'product_materials']]);
    reader.publish(['orders']);
    expect(await within(10_000, () => a.heard.length)).toBe(1);
    expect(a.heard).toEqual([['orders']]);
    // Neither heard its own echo: the writer heard only the reader's message.
    expect(b.heard).toEqual([['products', 'product_materials']]);
  });

  it('never hears another prefix, nor what is not a message of ours', async () => {
    const mine = recorder();
    const prefix = uniquePrefix();
    const channel = channelOn(prefix, mine.listener);
    const other = channelOn(uniquePrefix(), recorder().listener);
    expect(await channel.whenShared(20_000)).toBe(true);
    expect(await other.whenShared(20_000)).toBe(true);
    other.publish(['products']);

    const raw = await createClient({ url: REDIS_URL! }).connect();
    try {
      for (const junk of [
        'not json',
        JSON.stringify({ origin: 'x', tables: ['products; DROP TABLE'] }),
        JSON.stringify({ tables: ['products'] }),
        JSON.stringify({ origin: 'x', tables: 'products' }),
      ])
        await raw.publish(channel.channel, junk);
      // A well-formed message published after the junk: once it is heard, the junk was read (and dropped) too.
      await raw.publish(channel.channel, JSON.stringify({ origin: 'another process', tables: ['rooms'] }));
    } finally {
      raw.destroy();
    }
    expect(await within(10_000, () => mine.heard.length)).toBe(1);
    expect(mine.heard).toEqual([['rooms']]);
  });

  it('starts without Redis, says why, and drops what it would publish', async () => {
    const down = recorder();
    const channel = channelOn(uniquePrefix(), down.listener, `redis://127.0.0.1:${await closedPort()}`);
    expect(await channel.whenShared(300)).toBe(false);
    expect(await within(10_000, () => down.states.length)).toBe(1);
    expect(down.states[0]).toMatchObject({ shared: false, error: expect.stringContaining('ECONNREFUSED') });
    expect(() => channel.publish(['products'])).not.toThrow();
    // Flushed after this turn: the failed publish is caught, nothing is reported twice.
    await new Promise((resolve) => setImmediate(resolve));
    expect(channel.isShared).toBe(false);
    expect(down.resubscribed).toBe(0);
  });
});
