import { tooManyAttempts } from './errors.js';

export interface IRateLimitWindow {
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** When the window ends, in epoch milliseconds. */
  resetAt: number;
}

/**
 * Where attempt counts live. Methods are async so that a store shared by several app processes (a database
 * table, Redis) can implement the same contract as the in-memory one.
 */
export interface IRateLimitStore {
  /** Counts one attempt against `key` in a fixed window of `windowMs` and answers the window's state. */
  hit(key: string, windowMs: number, now: number): Promise<IRateLimitWindow>;
  /** Forgets what was counted against `key` (a successful login clears the account's count). */
  reset(key: string): Promise<void>;
}

/** Expired windows cleared per hit: a constant, so each attempt costs O(1) while expired keys still drain. */
const SWEEP_PER_HIT = 4;

/**
 * Counts in process memory, one Map per window length. Keys are (re)inserted only when a window starts, so each
 * Map's insertion order is its expiry order: expired keys sit at the front and are swept from there, and when a
 * Map is full the key dropped is the one closest to expiring. Memory is bounded by `maxKeysPerWindow`.
 */
export class MemoryRateLimitStore implements IRateLimitStore {
  private readonly windows = new Map<number, Map<string, IRateLimitWindow>>();

  constructor(private readonly maxKeysPerWindow = 50_000) {}

  async hit(key: string, windowMs: number, now: number): Promise<IRateLimitWindow> {
    let entries = this.windows.get(windowMs);
    if (!entries) this.windows.set(windowMs, (entries = new Map()));
    this.sweep(entries, now);
    let entry = entries.get(key);
    if (!entry || entry.resetAt <= now) {
      entries.delete(key);
      if (entries.size >= this.maxKeysPerWindow) entries.delete(entries.keys().next().value!);
      entry = { count: 0, resetAt: now + windowMs };
      entries.set(key, entry);
    }
    entry.count += 1;
    return { ...entry };
  }

  async reset(key: string): Promise<void> {
    for (const entries of this.windows.values()) entries.delete(key);
  }

  /** Keys currently held, for tests of the memory bound. */
  size(): number {
    let total = 0;
    for (const entries of this.windows.values()) total += entries.size;
    return total;
  }

  private sweep(entries: Map<string, IRateLimitWindow>, now: number) {
    let budget = SWEEP_PER_HIT;
    for (const [key, entry] of entries) {
      if (budget-- === 0 || entry.resetAt > now) return;
      entries.delete(key);
    }
  }
}

export interface IAttemptLimit {
  limit: number;
  windowMs: number;
}

/**
 * The limits on login, registration and (later) forgot-password:
 * - per client address and call: 10 a minute, which a person retyping a password never reaches;
 * - per account (normalised email) and call: 10 attempts in 15 minutes from any number of addresses, cleared
 *   by a successful login, so a distributed guesser gets 40 guesses an hour at one account while its owner,
 *   who logs in successfully, is not held up by their own earlier typos;
 * - registration per email: 5 in 15 minutes, which bounds "is this email registered?" probing.
 * Emails are counted whether or not an account exists, so a 429 says nothing about existence.
 */
export const AUTH_ATTEMPT_LIMITS = {
  perAddress: { limit: 10, windowMs: 60_000 },
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perRegisterEmail: { limit: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, IAttemptLimit>;

/**
 * The per-address limit is the one an operator may need to raise: staff behind one office address, or a browser
 * test suite whose every login comes from 127.0.0.1. Set once at start-up from LOGIN_ATTEMPTS_PER_MINUTE.
 */
export function configureAuthAttemptLimits({ perAddressPerMinute }: { perAddressPerMinute: number }) {
  AUTH_ATTEMPT_LIMITS.perAddress.limit = perAddressPerMinute;
}

/** login: the account count clears on success; register and forgot-password: every attempt counts. */
export type TAuthAttemptKind = 'login' | 'register' | 'forgotPassword';

export interface IAuthAttempt {
  path: string;
  ip: string;
  /** The raw input: its `email`, normalised as ZEmail does, names the account. */
  rawInput: unknown;
}

/** The email the attempt is about, normalised the way the schema does, or undefined when there is none. */
function accountOf(rawInput: unknown): string | undefined {
  const email = (rawInput as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 190) : undefined;
}

/**
 * One store per running app, looked up by its services object: the app and each test harness keep their own
 * counts. `useRateLimitStore` puts a shared store in place before the first request.
 */
const stores = new WeakMap<object, IRateLimitStore>();

export function useRateLimitStore(app: object, store: IRateLimitStore): void {
  stores.set(app, store);
}

function storeFor(app: object): IRateLimitStore {
  let store = stores.get(app);
  if (!store) stores.set(app, (store = new MemoryRateLimitStore()));
  return store;
}

/**
 * Counts an authentication attempt before it runs and throws TOO_MANY_REQUESTS (with the wait) when a limit is
 * passed. The returned `settle` is called with the outcome: a successful login clears the account's count.
 */
export async function beginAuthAttempt(
  app: object,
  kind: TAuthAttemptKind,
  { path, ip, rawInput }: IAuthAttempt,
  now = Date.now(),
): Promise<{ settle: (succeeded: boolean) => Promise<void> }> {
  const store = storeFor(app);
  const account = accountOf(rawInput);
  const accountLimit =
    kind === 'login' ? AUTH_ATTEMPT_LIMITS.perAccount : AUTH_ATTEMPT_LIMITS.perRegisterEmail;
  const accountKey = account && `${path}:account:${account}`;
  const checks: [string, IAttemptLimit][] = [[`${path}:ip:${ip}`, AUTH_ATTEMPT_LIMITS.perAddress]];
  if (accountKey) checks.push([accountKey, accountLimit]);
  let waitMs = 0;
  for (const [key, { limit, windowMs }] of checks) {
    const window = await store.hit(key, windowMs, now);
    if (window.count > limit) waitMs = Math.max(waitMs, window.resetAt - now);
  }
  if (waitMs > 0) throw tooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)));
  return {
    settle: async (succeeded) => {
      if (succeeded && kind === 'login' && accountKey) await store.reset(accountKey);
    },
  };
}

/**
 * Contact messages per client address: a person writes one or two; a script that posts the form over and over
 * is stopped after a handful and told when to try again.
 */
export const CONTACT_MESSAGE_LIMIT: IAttemptLimit = { limit: 5, windowMs: 60 * 60_000 };

/** Counts one contact message from `ip` and throws TOO_MANY_REQUESTS (with the wait) past the limit. */
export async function countContactMessage(app: object, ip: string, now = Date.now()): Promise<void> {
  const { limit, windowMs } = CONTACT_MESSAGE_LIMIT;
  const window = await storeFor(app).hit(`contact:ip:${ip}`, windowMs, now);
  if (window.count > limit) {
    throw tooManyAttempts(Math.max(1, Math.ceil((window.resetAt - now) / 1000)), 'messages');
  }
}
