import path from 'node:path';
import { DEFAULT_MYSQL_TIMEOUTS } from '@shop/db';
import { z } from 'zod';
import { parseTrustProxy } from './http/trust-proxy.js';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const PORT_RANGE = 'must be a port number from 1 to 65535';
const TRUST_PROXY_FORMS =
  'must be false, the number of proxies in front of the shop (e.g. 1) or their addresses (e.g. 10.0.0.2,10.1.0.0/16); ' +
  'true is not accepted because it believes the X-Forwarded-For entry a client writes itself';

const TIMEOUT_RANGE = 'must be a whole number of milliseconds from 100 to 120000';
const milliseconds = (fallback: number) =>
  z.coerce
    .number({ error: TIMEOUT_RANGE })
    .int(TIMEOUT_RANGE)
    .min(100, TIMEOUT_RANGE)
    .max(120_000, TIMEOUT_RANGE)
    .default(fallback);

/** A whole number in a range, with the range in the message (seconds, connections...). */
const wholeNumber = (min: number, max: number, fallback: number, unit: string) => {
  const range = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error: range }).int(range).min(min, range).max(max, range).default(fallback);
};

const FEDEX_VARIABLES = [
  'FEDEX_CLIENT_ID',
  'FEDEX_CLIENT_SECRET',
  'FEDEX_ACCOUNT_NUMBER',
  'FEDEX_SHIP_FROM_ZIP',
] as const;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: PORT_RANGE })
    .int(PORT_RANGE)
    .min(1, PORT_RANGE)
    .max(65535, PORT_RANGE)
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^mysql:\/\/[^/]+\/\w+/, 'must look like mysql://user:password@host:3306/database')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an absolute http:// or https:// URL such as https://shop.example.com',
      })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  SEED: z.enum(['demo', 'none'], 'must be demo or none').default('demo'),
  SEED_STAFF_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /**
   * A folder where the demo seed keeps the pictures it rendered, named after their drawing, for the next seed to
   * read instead of rendering again (the test suites seed several shops a run; a developer re-seeds often).
   */
  SEED_PICTURE_CACHE: optionalText,
  /**
   * Which X-Forwarded-For entries to believe: none, the ones the given number of proxies appended, or the ones
   * the listed proxy addresses appended. Believing a client's own entry would let it claim a new address per
   * request and walk past the login rate limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMS });
      return trust ?? false;
    }),
  /** How long a client may take to send a whole request, headers and body; slower ones are cut off with 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 3600' })
    .int('must be a whole number of seconds from 1 to 3600')
    .min(1, 'must be a whole number of seconds from 1 to 3600')
    .max(3600, 'must be a whole number of seconds from 1 to 3600')
    .default(30),
  /** Login and registration attempts allowed per client address and minute (the per-account limits stay). */
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number from 1 to 100000' })
    .int('must be a whole number from 1 to 100000')
    .min(1, 'must be a whole number from 1 to 100000')
    .max(100_000, 'must be a whole number from 1 to 100000')
    .default(10),
  /** How often each app process's outbox worker looks for mail due (besides at once after queuing one), in ms. */
  OUTBOX_POLL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 100 to 600000' })
    .int('must be a whole number of milliseconds from 100 to 600000')
    .min(100, 'must be a whole number of milliseconds from 100 to 600000')
    .max(600_000, 'must be a whole number of milliseconds from 100 to 600000')
    .default(5_000),
  /**
   * How long a process owns a message it took from the outbox, in ms: after it, another process sends the message
   * (the owner died mid-send). Keep it above the SMTP timeouts (40 s in all); tests shorten it.
   */
  OUTBOX_LEASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 1000 to 3600000' })
    .int('must be a whole number of milliseconds from 1000 to 3600000')
    .min(1_000, 'must be a whole number of milliseconds from 1000 to 3600000')
    .max(3_600_000, 'must be a whole number of milliseconds from 1000 to 3600000')
    .default(300_000),
  /**
   * How many days sent and cancelled outbox messages are kept (the back-office's mail history); failed ones stay
   * until staff send or cancel them. 0 keeps everything.
   */
  OUTBOX_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 0 to 3650' })
    .int('must be a whole number of days from 0 to 3650')
    .min(0, 'must be a whole number of days from 0 to 3650')
    .max(3650, 'must be a whole number of days from 0 to 3650')
    .default(90),
  /**
   * 1: outbound webhooks may go to private addresses too (loopback, private networks, link-local): for tests and a
   * shop whose receivers sit on its own network. 0 (the default): public addresses only, as a guard against a
   * registered endpoint being used to reach the shop's own network or the cloud's metadata service.
   */
  WEBHOOKS_ALLOW_PRIVATE: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  /** How long a cart is left (unchanged, unbought) before its one reminder mail, in minutes. */
  ABANDONED_CART_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 43200' })
    .int('must be a whole number of minutes from 1 to 43200')
    .min(1, 'must be a whole number of minutes from 1 to 43200')
    .max(43_200, 'must be a whole number of minutes from 1 to 43200')
    .default(240),
  /** How long a delivery window chosen at checkout is held for the cart while it is paid, in minutes. */
  DELIVERY_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 120' })
    .int('must be a whole number of minutes from 1 to 120')
    .min(1, 'must be a whole number of minutes from 1 to 120')
    .max(120, 'must be a whole number of minutes from 1 to 120')
    .default(15),
  /**
   * MySQL: how long a request waits for a new database connection, for a free pooled one and for a query's answer
   * before it is answered 503 with Retry-After (a hung database must not hang the shop).
   */
  DB_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_MYSQL_TIMEOUTS.connectMs),
  DB_ACQUIRE_TIMEOUT_MS: milliseconds(DEFAULT_MYSQL_TIMEOUTS.acquireMs),
  DB_QUERY_TIMEOUT_MS: milliseconds(DEFAULT_MYSQL_TIMEOUTS.queryMs),
  /**
   * MySQL: connections each app process keeps open at most. Every replica has its own pool, so replicas times this
   * (plus one per replica while it starts) must stay under the server's max_connections (README: "Running several
   * app processes").
   */
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, 10, 'connections'),
  /**
   * How long a starting process waits for another one's migrations and demo seed (the schema lock) before it gives
   * up; a migration that rebuilds a large table may take minutes.
   */
  DB_MIGRATION_LOCK_TIMEOUT_SECONDS: wholeNumber(1, 86_400, 600, 'seconds'),
  /**
   * On SIGTERM or SIGINT: how long /readyz answers 503 while the process still serves (so that a proxy that routes
   * by /readyz sends no new request here), then how long in-flight requests get to finish before their connections
   * are cut and the process exits. Drain plus grace must stay under the kill timeout of whatever stops the process
   * (Docker waits 10 s by default).
   */
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 600, 0, 'seconds'),
  SHUTDOWN_GRACE_SECONDS: wholeNumber(1, 600, 8, 'seconds'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set: Stripe takes the payments (with STRIPE_PUBLISHABLE_KEY for Stripe.js); unset: the test card gateway. */
  STRIPE_SECRET_KEY: optionalText,
  /** Verifies POST /api/payment/webhook deliveries; without it every delivery is refused. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Another Stripe API base (a proxy, or a fake Stripe in tests); unset, Stripe's own. */
  STRIPE_API_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  STRIPE_TIMEOUT_MS: milliseconds(10_000),
  /** `on` (with STRIPE_SECRET_KEY): Stripe Tax's calculation API computes sales tax; `off`: the shop's rate table. */
  STRIPE_TAX: z.enum(['on', 'off'], { error: 'must be on or off' }).default('off'),
  /** How long one sales tax calculation (Stripe Tax) may take before checkout says tax is unavailable. */
  TAX_TIMEOUT_MS: milliseconds(5_000),
  /** FedEx's REST API; the sandbox is https://apis-sandbox.fedex.com. */
  FEDEX_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://apis.fedex.com' })
    .default('https://apis.fedex.com'),
  /** All four set: shipping is priced by FedEx's rate API; none set: by the shop's rate table. */
  FEDEX_CLIENT_ID: optionalText,
  FEDEX_CLIENT_SECRET: optionalText,
  FEDEX_ACCOUNT_NUMBER: optionalText,
  /** The warehouse ZIP code every shipment leaves from. */
  FEDEX_SHIP_FROM_ZIP: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code')
      .optional(),
  ),
  /** How long a shipping quote waits for FedEx before saying rates are unavailable. */
  FEDEX_TIMEOUT_MS: milliseconds(8_000),
  /**
   * Tests only: set, POST /__test/fixtures/<factory> with this token in X-Test-Fixtures-Token runs a seed factory
   * in the server (routes/test-fixtures.ts); unset, that path does not exist.
   */
  TEST_FIXTURES_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Set: every app process on the same database hears of the others' writes through this Redis (publish/subscribe)
   * and retires what it kept of the tables they changed within milliseconds; unset, or while it is unreachable,
   * kept values answer at most 5 s after another process's write. Redis keeps nothing of the shop's.
   */
  REDIS_URL: optionalText.pipe(
    z
      .url({
        protocol: /^rediss?$/,
        error:
          'must be a redis:// or rediss:// URL such as redis://:password@redis.example.com:6379/0 ' +
          '(percent-encode special characters in the password)',
      })
      .refine((url) => Boolean(new URL(url).hostname), 'must name the Redis host')
      .optional(),
  ),
  /**
   * The start of the Redis channel's name: every process of one shop uses the same; shops (or test runs) sharing a
   * Redis each use their own.
   */
  REDIS_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -, such as shop:')
    .default('shop:'),
  /** The outbox delivers mail through this SMTP server; unset, messages are written to DATA_DIR/mail instead. */
  SMTP_URL: optionalText.pipe(
    z
      .url({
        protocol: /^smtps?$/,
        error:
          'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587 ' +
          '(percent-encode special characters in the password)',
      })
      .refine((url) => Boolean(new URL(url).hostname), 'must name the mail server host')
      .optional(),
  ),
  /** The sender of the shop's mail, `Name <address>` or a bare address. */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(300)
      .regex(
        /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
        'must be an email address, optionally with a name: Shop <hello@shop.example>',
      )
      .optional(),
  ),
  /** Set: images (originals and resized copies) live in this bucket, so any app process serves any image. */
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
  ),
  /** An S3-compatible server (SeaweedFS, Garage, Cloudflare R2, DigitalOcean Spaces...); unset, AWS S3 of S3_REGION. */
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http:// or https:// URL such as https://s3.example.com',
      })
      .optional(),
  ),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9-]+$/,
        'must be a region name such as eu-west-1 (or auto, us-east-1 for most other servers)',
      )
      .optional(),
  ),
  /** Both or neither; neither: the AWS SDK finds credentials itself (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** How long one storage request may take before an image or upload is answered 503. */
  S3_TIMEOUT_MS: milliseconds(10_000),
  /**
   * A CDN in front of the shop's /images/ paths: pages link images there. Works with the local disk too; its
   * origin is the shop (or the bucket, with the shop as the fallback for copies not rendered yet).
   */
  S3_PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an absolute http:// or https:// URL such as https://cdn.example.com',
      })
      .refine((url) => !/[?#]/.test(url), 'must be a base URL without query or fragment')
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
});

/**
 * Half a provider setup is a mistake to report at start, not a shop that silently falls back to test mode: all
 * FEDEX_* or none; a Stripe secret key with the publishable key Stripe.js needs.
 */
const ZCheckedEnvironment = ZEnvironment.superRefine((env, ctx) => {
  const fedexSet = FEDEX_VARIABLES.filter((name) => env[name]);
  if (fedexSet.length > 0 && fedexSet.length < FEDEX_VARIABLES.length) {
    const missing = FEDEX_VARIABLES.find((name) => !env[name])!;
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: `must be set too: FedEx rates need ${FEDEX_VARIABLES.join(', ')} (or none of them for the rate table)`,
    });
  }
  const s3Set = S3_VARIABLES.filter((name) => env[name]);
  if (s3Set.length > 0 && !env.S3_BUCKET)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `must be set with ${s3Set.join(', ')}: it chooses S3 storage (unset, images stay on the local disk)`,
    });
  if (env.S3_BUCKET && !env.S3_REGION)
    ctx.addIssue({
      code: 'custom',
      path: ['S3_REGION'],
      message:
        "must be set with S3_BUCKET: the bucket's region (us-east-1 or auto for most S3-compatible servers)",
    });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message:
        'must be set too: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the AWS SDK to find them)',
    });
  if (env.STRIPE_TAX === 'on' && !env.STRIPE_SECRET_KEY)
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_TAX'],
      message: 'is on, but STRIPE_SECRET_KEY is not set: Stripe Tax needs the Stripe keys',
    });
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY)
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: 'must be set with STRIPE_SECRET_KEY: the payment page needs it for Stripe.js',
    });
});

export type TConfig = z.infer<typeof ZEnvironment> & { dataDir: string };

/** Reads and checks the environment; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const result = ZCheckedEnvironment.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid environment: ${name} ${issue.message}${shownValue(name, env[name])}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

/** A start-up problem the operator can fix: its message is one line, printed without a stack. */
export class ConfigError extends Error {}

/** Variables whose value is a secret as a whole: a message never repeats them. */
const SECRET_VARIABLES = new Set([
  'SEED_STAFF_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'FEDEX_CLIENT_SECRET',
  'TEST_FIXTURES_TOKEN',
  'S3_SECRET_ACCESS_KEY',
]);

function shownValue(name: string, value: string | undefined): string {
  if (value === undefined || SECRET_VARIABLES.has(name)) return '';
  return ` (got "${maskPassword(value)}")`;
}

/**
 * Hides the password of a URL, also when the URL is malformed (a message quoting a bad DATABASE_URL must not leak
 * it): `mysql://shop:secret@db/shop` becomes `mysql://shop:***@db/shop`. Without an `@`, whatever follows a
 * second colon that is not a port is hidden too (`mysql://shop:secret`).
 */
export function maskPassword(value: string): string {
  const at = value.lastIndexOf('@');
  const scheme = /^[a-z][\w+.-]*:\/\//i.exec(value)?.[0] ?? '';
  if (at >= 0) {
    const colon = value.indexOf(':', scheme.length);
    return colon >= 0 && colon < at ? `${value.slice(0, colon + 1)}***${value.slice(at)}` : value;
  }
  return value.slice(0, scheme.length) + value.slice(scheme.length).replace(/:(?!\d+(?:[/?#]|$)).*$/, ':***');
}
