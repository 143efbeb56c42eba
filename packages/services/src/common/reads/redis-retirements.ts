import crypto from 'node:crypto';
import { createClient } from '@redis/client';
import type { IRetirementChannel } from './count-cache.js';

/** What the channel tells its owner: other processes' writes, and its own state for the log and /readyz. */
export interface IRetirementListener {
  /** Another process committed writes to `tables`. */
  retire(tables: readonly string[]): void;
  /**
   * The subscription is in place again after a loss (or for the first time): messages sent meanwhile are lost, so
   * nothing kept before can be trusted any more.
   */
  resubscribed(): void;
  /** The channel went down (`error` says why) or came back. */
  stateChanged(shared: boolean, error?: Error): void;
}

export interface IRedisRetirementsOptions {
  /** redis:// or rediss:// */
  url: string;
  /**
   * The start of the channel's name: every process of one shop uses the same, and a test run a unique one, so that
   * shops (and parallel test runs) sharing one Redis never hear each other.
   */
  prefix: string;
  listener: IRetirementListener;
}

/** A message is one publish: the tables of one or more commits, and who sent it (a process ignores its own echo). */
interface IRetirementMessage {
  origin: string;
  tables: string[];
}

/** Table names are ours: anything else on the channel (another program, a mistake) is ignored. */
const TABLE_NAME = /^\w{1,64}$/;
const MAX_TABLES = 200;

/** Reconnects after 100 ms, then backs off to 2 s: a Redis that comes back is used again within seconds. */
const retryDelay = (retries: number) => Math.min(100 * 2 ** retries, 2_000);

function connection(url: string, name: string) {
  return createClient({
    url,
    name,
    // Down: a command fails at once instead of waiting in a queue (see RedisRetirements).
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: retryDelay },
  });
}

/**
 * Kept values retired across app processes through Redis publish/subscribe: a process publishes the tables its
 * committed writes changed, and every other process retires what it read from them. Redis is not required: while
 * it is unreachable, publishing is dropped at once (no queue: a late retirement is worth nothing next to the age
 * bound, and a queue would grow without bound) and kept values fall back to their age bound; both connections keep
 * trying to come back, and once subscribed again the process retires everything it kept.
 *
 * Two connections: one subscribed (a subscribed connection can do nothing else) and one to publish on. Tables
 * written in one turn of the event loop go out as one message.
 */
export class RedisRetirements implements IRetirementChannel {
  /** This process's id in every message it publishes. */
  readonly origin = crypto.randomUUID();
  readonly channel: string;
  private readonly publisher: ReturnType<typeof connection>;
  private readonly subscriber: ReturnType<typeof connection>;
  private readonly listener: IRetirementListener;
  private readonly pending = new Set<string>();
  private flushScheduled = false;
  /** Whether SUBSCRIBE went through once: the client subscribes again by itself on every reconnection. */
  private subscribedOnce = false;
  private shared = false;
  /** What the listener was last told; nothing yet while the first connections are being made. */
  private reported: boolean | undefined;
  private lastError: Error | undefined;
  private closed = false;

  constructor({ url, prefix, listener }: IRedisRetirementsOptions) {
    this.channel = `${prefix}kept-reads:retire`;
    this.listener = listener;
    this.publisher = connection(url, 'shop-retirements-publish');
    this.subscriber = connection(url, 'shop-retirements-subscribe');
    for (const client of [this.publisher, this.subscriber])
      // Every failed attempt reports an error: it is logged once per loss, by the state change.
      client.on('error', (error: Error) => {
        this.lastError = error;
        this.connectionChanged();
      });
    this.publisher.on('ready', () => this.connectionChanged());
    this.subscriber.on('ready', () => void this.subscribed());
    // connect() settles once connected, however many attempts that takes; failures arrive as 'error' events.
    for (const client of [this.publisher, this.subscriber]) client.connect().catch(() => undefined);
  }

  /** Whether other processes' writes reach this one now (both connections up and subscribed). */
  get isShared(): boolean {
    return this.shared;
  }

  /**
   * Resolves once the channel is shared, or false after `timeoutMs` (Redis is down: the shop starts all the same,
   * and the connections keep trying).
   */
  async whenShared(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.shared && !this.closed && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return this.shared;
  }

  publish(tables: readonly string[]): void {
    if (this.closed) return;
    for (const table of tables) this.pending.add(table);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // After the current turn: the commit's other callbacks run first, and a burst of writes is one message.
    setImmediate(() => this.flush());
  }

  async close(): Promise<void> {
    this.flush();
    this.closed = true;
    await Promise.all(
      [this.publisher, this.subscriber].map((client) =>
        // A connection still trying is dropped; a live one finishes what it was sending.
        client.isReady ? client.close().catch(() => client.destroy()) : client.destroy(),
      ),
    );
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.closed || this.pending.size === 0) return;
    const message: IRetirementMessage = { origin: this.origin, tables: [...this.pending] };
    this.pending.clear();
    // Down: dropped (the age bound covers it); the state change has said so in the log.
    this.publisher.publish(this.channel, JSON.stringify(message)).catch((error: Error) => {
      this.lastError = error;
    });
  }

  /** The subscriber is connected: the first time it subscribes; after a reconnection the client did already. */
  private async subscribed(): Promise<void> {
    if (!this.subscribedOnce) {
      try {
        await this.subscriber.subscribe(this.channel, (text) => this.received(text));
        this.subscribedOnce = true;
      } catch (error) {
        this.lastError = error as Error;
        return this.connectionChanged();
      }
    }
    // Anything published while it was away is lost: what was kept meanwhile goes.
    this.listener.resubscribed();
    this.connectionChanged();
  }

  private connectionChanged(): void {
    if (this.closed) return;
    this.shared = this.subscribedOnce && this.subscriber.isReady && this.publisher.isReady;
    // Half-way through the first connections is not a loss: only an error says so.
    const halfWayUp = this.reported === undefined && !this.shared && !this.lastError;
    if (this.shared === this.reported || halfWayUp) return;
    this.reported = this.shared;
    this.listener.stateChanged(this.shared, this.shared ? undefined : this.lastError);
    if (this.shared) this.lastError = undefined;
  }

  private received(text: string): void {
    const message = parseMessage(text);
    if (!message || message.origin === this.origin) return;
    this.listener.retire(message.tables);
  }
}

function parseMessage(text: string): IRetirementMessage | undefined {
  try {
    const message = JSON.parse(text) as Partial<IRetirementMessage>;
    const { origin, tables } = message;
    if (typeof origin !== 'string' || !Array.isArray(tables) || tables.length > MAX_TABLES) return undefined;
    if (!tables.every((table) => typeof table === 'string' && TABLE_NAME.test(table))) return undefined;
    return { origin, tables };
  } catch {
    return undefined;
  }
}
