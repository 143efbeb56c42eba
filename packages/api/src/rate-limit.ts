import crypto from 'node:crypto';
import type { IRequestHttp } from './context.js';
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
  /** The window's state without counting an attempt; a count of 0 when none is open. */
  peek(key: string, windowMs: number, now: number): Promise<IRateLimitWindow>;
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

  async peek(key: string, windowMs: number, now: number): Promise<IRateLimitWindow> {
    const entry = this.windows.get(windowMs)?.get(key);
    return entry && entry.resetAt > now ? { ...entry } : { count: 0, resetAt: now };
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

interface IAttemptLimit {
  limit: number;
  windowMs: number;
}

/**
 * The limits on login, registration and forgot-password:
 * - per client address and call: 10 attempts a minute (LOGIN_ATTEMPTS_PER_MINUTE), which a person retyping a
 *   password never reaches; every attempt counts, whatever its outcome;
 * - per account (normalised email) and login call: 10 failed logins in 15 minutes, from any number of addresses,
 *   hold the account for the rest of the window, but only against addresses and browsers that never signed in to
 *   it. A browser or an address that signed in to the account successfully in the last 24 days (see `knownKeys`)
 *   is never held by this count: strangers' guesses cannot lock the owner out. Successful logins are not counted,
 *   and one clears the count;
 * - registration and forgot-password are never refused per email: strangers' attempts for one address must not
 *   hold its owner's sign-up or reset request. The mail to one address is limited instead (ACCOUNT_MAIL_LIMIT,
 *   mayMailAccount): past it, the request answers the same and mails nothing, and the owner still has what was
 *   mailed within the window (a reset link valid for an hour, the way to sign in or reset).
 * Emails are counted whether or not an account exists, so a 429 says nothing about existence.
 */
export function authAttemptLimits(perAddressPerMinute = 10) {
  return {
    perAddress: { limit: perAddressPerMinute, windowMs: 60_000 },
    perAccountFailures: { limit: 10, windowMs: 15 * 60_000 },
  } satisfies Record<string, IAttemptLimit>;
}

/** The limits with the default per-address count. */
export const AUTH_ATTEMPT_LIMITS = authAttemptLimits();

/**
 * How long an address or browser stays known to an account after its last successful login: 24 days, as long as
 * the window column (a 32-bit int of milliseconds) holds.
 */
const KNOWN_FOR_MS = 24 * 24 * 3600_000;

/**
 * What the limiter reads from the app's services (`ctx.services`): the store the counts live in, and the
 * per-address limit, the one an operator may need to raise (staff behind one office address, or a browser test
 * suite whose every login comes from 127.0.0.1), from LOGIN_ATTEMPTS_PER_MINUTE. Each app and each test harness
 * has its own services, so nothing of the limiter is kept in module state.
 */
export interface IRateLimited {
  rateLimits: IRateLimitStore;
  authLimits?: { perAddressPerMinute: number } | undefined;
}

/** login: failures count against the account; register and forgot-password: per address only. */
export type TAuthAttemptKind = 'login' | 'register' | 'forgotPassword';

export interface IAuthAttempt {
  path: string;
  /** The client address, and the browser's device cookie and a way to set it. */
  http: Pick<IRequestHttp, 'ip' | 'device' | 'setDeviceCookie'>;
  /** The raw input: its `email`, normalised as ZEmail does, names the account. */
  rawInput: unknown;
}

/** The email the attempt is about, normalised the way the schema does, or undefined when there is none. */
function accountOf(rawInput: unknown): string | undefined {
  const email = (rawInput as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 190) : undefined;
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

/** A device cookie the shop could have issued: 256 random bits in base64url. Anything else is ignored. */
const DEVICE_TOKEN = /^[\w-]{43}$/;

/**
 * The marks an attempt carries of having signed in to the account before: its address, and its browser's device
 * cookie (only the hash is stored). The cookie keeps a phone known when its address changes.
 */
function knownKeys(path: string, account: string, http: IAuthAttempt['http']): string[] {
  const keys = [`${path}:known:${account}:ip:${http.ip}`];
  if (http.device && DEVICE_TOKEN.test(http.device))
    keys.push(`${path}:known:${account}:device:${sha256(http.device)}`);
  return keys;
}

async function isKnown(store: IRateLimitStore, keys: string[], now: number): Promise<boolean> {
  for (const key of keys) if ((await store.peek(key, KNOWN_FOR_MS, now)).count > 0) return true;
  return false;
}

/** Remembers the address and browser of a successful login for KNOWN_FOR_MS from now. */
async function rememberKnown(
  store: IRateLimitStore,
  path: string,
  account: string,
  http: IAuthAttempt['http'],
) {
  if (!(http.device && DEVICE_TOKEN.test(http.device)) && http.setDeviceCookie) {
    http.device = crypto.randomBytes(32).toString('base64url');
    http.setDeviceCookie(http.device);
  }
  for (const key of knownKeys(path, account, http)) {
    // A fresh window, so that the mark lasts KNOWN_FOR_MS from this login rather than from the first one.
    await store.reset(key);
    await store.hit(key, KNOWN_FOR_MS, Date.now());
  }
}

/** The outcome of an attempt as the limiter needs it: signed in, refused for its credentials, or neither. */
type TAttemptOutcome = 'succeeded' | 'wrongCredentials' | 'other';

export interface IAuthAttemptHandle {
  /**
   * Called by a login once the password matched, before the session starts: refuses (429) an address or browser
   * unknown to the account while it is held. Guesses sent together all pass the check at the start, so a right
   * one among them is stopped here when the others' failures have put the account on hold meanwhile.
   */
  beforeSignIn: () => Promise<void>;
  /**
   * Called with the outcome. A login refused for its credentials counts against the account, and answers 429
   * instead of 401 when that puts an unknown address over the limit; a successful one clears the count and
   * remembers the address and browser.
   */
  settle: (outcome: TAttemptOutcome) => Promise<void>;
}

const waitError = (waitMs: number) => tooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)));

/**
 * Counts an authentication attempt before it runs and throws TOO_MANY_REQUESTS (with the wait) when a limit is
 * passed; see AUTH_ATTEMPT_LIMITS and IAuthAttemptHandle.
 */
export async function beginAuthAttempt(
  app: IRateLimited,
  kind: TAuthAttemptKind,
  { path, http, rawInput }: IAuthAttempt,
  now = Date.now(),
): Promise<IAuthAttemptHandle> {
  const store = app.rateLimits;
  const limits = authAttemptLimits(app.authLimits?.perAddressPerMinute);
  const account = accountOf(rawInput);
  const waits: number[] = [];
  const count = async (key: string, { limit, windowMs }: IAttemptLimit) => {
    const window = await store.hit(key, windowMs, now);
    // A window opened by an attempt that started after this one ends after now + windowMs: the wait is never
    // longer than the window (it said "16 minutes" for a 15-minute hold when requests raced on a busy machine).
    if (window.count > limit) waits.push(Math.min(window.resetAt - now, windowMs));
  };
  await count(`${path}:ip:${http.ip}`, limits.perAddress);
  const loginAccount = kind === 'login' ? account : undefined;
  const failuresKey = `${path}:failures:${loginAccount}`;
  const { limit, windowMs } = limits.perAccountFailures;
  // Known addresses and browsers are never held, so their failures need not be read at all.
  const held = loginAccount && !(await isKnown(store, knownKeys(path, loginAccount, http), now));
  /** The wait while the account is held against this (unknown) attempt, or 0. */
  const holdMs = async (at: number) => {
    if (!held) return 0;
    const failures = await store.peek(failuresKey, windowMs, at);
    return failures.count >= limit ? Math.min(failures.resetAt - at, windowMs) : 0;
  };
  const wait = await holdMs(now);
  if (wait) waits.push(wait);
  if (waits.length) throw waitError(Math.max(...waits));
  return {
    beforeSignIn: async () => {
      const late = await holdMs(Date.now());
      if (late) throw waitError(late);
    },
    settle: async (outcome) => {
      if (!loginAccount) return;
      if (outcome === 'wrongCredentials') {
        const failures = await store.hit(failuresKey, windowMs, Date.now());
        if (held && failures.count > limit) throw waitError(failures.resetAt - Date.now());
      } else if (outcome === 'succeeded') {
        await store.reset(failuresKey);
        await rememberKnown(store, path, loginAccount, http);
      }
    },
  };
}

/**
 * Mails of one kind to one address that strangers can set off (a reset link, "you already have an account"): 5 in 15
 * minutes, from any number of requests (see authAttemptLimits).
 */
const ACCOUNT_MAIL_LIMIT: IAttemptLimit = { limit: 5, windowMs: 15 * 60_000 };

/** The account mails ACCOUNT_MAIL_LIMIT counts, each on its own. */
export type TAccountMail = 'password-reset' | 'registration';

/**
 * Counts a mail of `kind` to `email` and says whether it may go (false past ACCOUNT_MAIL_LIMIT; no error either
 * way, so that the answer is the same).
 */
export async function mayMailAccount(
  app: IRateLimited,
  kind: TAccountMail,
  email: string,
  now = Date.now(),
): Promise<boolean> {
  const { limit, windowMs } = ACCOUNT_MAIL_LIMIT;
  const window = await app.rateLimits.hit(`${kind}:mail:${accountOf({ email })}`, windowMs, now);
  return window.count <= limit;
}

/**
 * After the owner proved the account another way (a password reset through the mailed link): the failures
 * counted against it are forgotten and this address and browser become known, so that a guesser who keeps the
 * account held cannot keep its owner out. `loginPath` is the login call whose limit this is.
 */
export async function trustAfterRecovery(
  app: IRateLimited,
  loginPath: string,
  email: string,
  http: IAuthAttempt['http'],
): Promise<void> {
  const store = app.rateLimits;
  const account = accountOf({ email })!;
  await store.reset(`${loginPath}:failures:${account}`);
  await rememberKnown(store, loginPath, account, http);
}

/**
 * Contact messages per client address: a person writes one or two; a script that posts the form over and over
 * is stopped after a handful and told when to try again.
 */
const CONTACT_MESSAGE_LIMIT: IAttemptLimit = { limit: 5, windowMs: 60 * 60_000 };

/** Counts one contact message from `ip` and throws TOO_MANY_REQUESTS (with the wait) past the limit. */
export async function countContactMessage(app: IRateLimited, ip: string, now = Date.now()): Promise<void> {
  const { limit, windowMs } = CONTACT_MESSAGE_LIMIT;
  const window = await app.rateLimits.hit(`contact:ip:${ip}`, windowMs, now);
  if (window.count > limit) {
    throw tooManyAttempts(Math.max(1, Math.ceil((window.resetAt - now) / 1000)), 'messages');
  }
}

/**
 * Guest order lookups (number + email), per requester: 10 in 10 minutes per client address, counted before the read
 * whatever the answer (so that lookups sent at once cannot pass together). Never per order number: numbers are
 * consecutive, and a count per number let anyone hold every guest's lookup of their own order.
 */
const ORDER_LOOKUP_LIMITS = {
  perAddress: { limit: 10, windowMs: 10 * 60_000 },
} satisfies Record<string, IAttemptLimit>;

/** Counts one order lookup from `ip` and throws TOO_MANY_REQUESTS (with the wait) past the limit. */
export async function countOrderLookup(app: IRateLimited, ip: string, now = Date.now()): Promise<void> {
  const { limit, windowMs } = ORDER_LOOKUP_LIMITS.perAddress;
  const window = await app.rateLimits.hit(`order-lookup:ip:${ip}`, windowMs, now);
  if (window.count > limit)
    throw tooManyAttempts(Math.max(1, Math.ceil(Math.min(window.resetAt - now, windowMs) / 1000)), 'lookups');
}

/**
 * A guest naming one order by its email, again and again (its returns page, each photo of a claim): the first call
 * of that order and email from an address counts as one lookup; once let in, the same pair is not counted again in
 * the window, so eight photos do not spend a guest's lookups. Each other email guessed still counts, and a pair
 * refused for too many lookups is not let in.
 */
export async function countGuestOrderAccess(
  app: IRateLimited,
  ip: string,
  number: string,
  email: string,
  now = Date.now(),
): Promise<void> {
  const { windowMs } = ORDER_LOOKUP_LIMITS.perAddress;
  const pair = crypto.createHash('sha256').update(`${number}\n${email.trim().toLowerCase()}`).digest('hex');
  const key = `order-lookup:pair:${ip}:${pair.slice(0, 32)}`;
  if ((await app.rateLimits.peek(key, windowMs, now)).count > 0) return;
  await countOrderLookup(app, ip, now);
  await app.rateLimits.hit(key, windowMs, now);
}

/**
 * New guest carts per client address: any request with a new cart session (or a random one) would make a cart row,
 * so a script could fill the table. Twice the per-address login limit in 10 minutes (20 by default; raised with
 * LOGIN_ATTEMPTS_PER_MINUTE where many shoppers share one address) is far more than one household starts.
 */
const newCartLimit = (app: IRateLimited): IAttemptLimit => ({
  limit: 2 * (app.authLimits?.perAddressPerMinute ?? AUTH_ATTEMPT_LIMITS.perAddress.limit),
  windowMs: 10 * 60_000,
});

/** Counts one new guest cart from `ip` and throws TOO_MANY_REQUESTS (with the wait) past newCartLimit. */
export async function countNewCart(app: IRateLimited, ip: string, now = Date.now()): Promise<void> {
  const { limit, windowMs } = newCartLimit(app);
  const window = await app.rateLimits.hit(`new-cart:ip:${ip}`, windowMs, now);
  if (window.count > limit)
    throw tooManyAttempts(
      Math.max(1, Math.ceil(Math.min(window.resetAt - now, windowMs) / 1000)),
      'new carts',
    );
}

/** "Add my guest orders" per account: each press may mail the account's address, so 3 an hour. */
const GUEST_ORDER_OFFER_LIMIT: IAttemptLimit = { limit: 3, windowMs: 60 * 60_000 };

export async function countGuestOrderOffer(app: IRateLimited, customerId: number, now = Date.now()) {
  const { limit, windowMs } = GUEST_ORDER_OFFER_LIMIT;
  const window = await app.rateLimits.hit(`guest-orders:customer:${customerId}`, windowMs, now);
  if (window.count > limit) throw tooManyAttempts(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
}
