import crypto from 'node:crypto';
import fs from 'node:fs';
import { isDatabaseEmpty, openDatabase, withSchemaLock, type IDatabaseConfig } from '@shop/db';
import { createServices, hashPassword, type IServiceDeps, type IStorage } from '@shop/services';
import type { DataSource } from 'typeorm';
import { ConfigError, type TConfig } from './config.js';
import {
  dataDirStartupError,
  databaseStartupError,
  s3StartupError,
  seedStartupError,
} from './startup-errors.js';

function databaseConfig(config: TConfig): IDatabaseConfig {
  return {
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
    timeouts: {
      connectMs: config.DB_CONNECT_TIMEOUT_MS,
      acquireMs: config.DB_ACQUIRE_TIMEOUT_MS,
      queryMs: config.DB_QUERY_TIMEOUT_MS,
    },
  };
}

/**
 * DATA_DIR holds the SQLite file, the mail files (without SMTP_URL) and, without S3, the images: find out now, in one line, if it
 * cannot.
 */
function prepareDataDir(dataDir: string) {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
  } catch (error) {
    throw dataDirStartupError(error, dataDir);
  }
}

/**
 * Opens (and migrates) the database and wires the services: shared by the server and the CLI. Failures become a
 * ConfigError naming what to fix. The composition root keeps the DataSource (health checks, seeding, shutdown);
 * procedures only ever get the services. Migrating, `seedWhileLocked` (the demo seed of an empty database) runs under
 * the schema lock with the migrations, so that replicas started together take turns (withSchemaLock).
 */
export async function openServices(
  config: TConfig,
  {
    migrate = true,
    seedWhileLocked,
    log = (line: string) => console.log(line),
  }: {
    migrate?: boolean;
    seedWhileLocked?: (services: TServicesOf) => Promise<unknown>;
    log?: (line: string) => void;
  } = {},
): Promise<TServicesOf> {
  prepareDataDir(config.dataDir);
  // Checked before the database: a bucket that cannot be used stops the start with its own line.
  const storage = await openStorage(config);
  const open = async () => {
    let dataSource;
    try {
      dataSource = await openDatabase(databaseConfig(config), { migrate });
    } catch (error) {
      throw databaseStartupError(error, config);
    }
    const services = servicesOver(dataSource, config, storage);
    if (seedWhileLocked) {
      try {
        await seedWhileLocked(services);
      } catch (error) {
        await dataSource.destroy().catch(() => undefined);
        throw seedStartupError(error);
      }
    }
    return services;
  };
  if (!migrate) return open();
  try {
    return await withSchemaLock(
      databaseConfig(config),
      {
        waitSeconds: config.DB_MIGRATION_LOCK_TIMEOUT_SECONDS,
        onWait: () => log('Another shop process is migrating or seeding the database: waiting for it...'),
      },
      open,
    );
  } catch (error) {
    throw error instanceof ConfigError ? error : databaseStartupError(error, config);
  }
}

function servicesOver(dataSource: DataSource, config: TConfig, storage: IStorage | undefined) {
  const services = createServices({
    dataSource,
    dataDir: config.dataDir,
    storage,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    loginAttemptsPerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
    abandonedCartMinutes: config.ABANDONED_CART_MINUTES,
    deliveryHoldMinutes: config.DELIVERY_HOLD_MINUTES,
    outbox: {
      pollMs: config.OUTBOX_POLL_MS,
      leaseMs: config.OUTBOX_LEASE_MS,
      retentionDays: config.OUTBOX_RETENTION_DAYS,
    },
    webhooks: { allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE === '1' },
    ...providerSettings(config),
  });
  return { ...services, dataSource };
}

/**
 * S3_BUCKET set: the images live in that bucket, checked now (it exists, the credentials may use it) so that a
 * typo stops the start with one line rather than failing every upload. Unset: the local disk under DATA_DIR.
 */
async function openStorage(config: TConfig): Promise<IStorage | undefined> {
  if (!config.S3_BUCKET) return undefined;
  // Imported only here: the SDK takes a while to load, and a shop on the local disk never needs it.
  const { S3Storage, describeS3Error } = await import('@shop/services/s3');
  const storage = new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION!,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    timeoutMs: config.S3_TIMEOUT_MS,
  });
  try {
    await storage.check();
  } catch (error) {
    storage.destroy();
    throw s3StartupError(describeS3Error(error), config);
  }
  return storage;
}

/** Stripe and FedEx from the environment; unset, the test card gateway and the rate table answer instead. */
export function providerSettings(config: TConfig): Pick<IServiceDeps, 'payments' | 'shipping' | 'tax'> {
  const fedexReady =
    config.FEDEX_CLIENT_ID &&
    config.FEDEX_CLIENT_SECRET &&
    config.FEDEX_ACCOUNT_NUMBER &&
    config.FEDEX_SHIP_FROM_ZIP;
  return {
    payments: {
      stripe: config.STRIPE_SECRET_KEY
        ? {
            secretKey: config.STRIPE_SECRET_KEY,
            publishableKey: config.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET,
            timeoutMs: config.STRIPE_TIMEOUT_MS,
            apiBase: config.STRIPE_API_URL,
          }
        : undefined,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    },
    shipping: {
      fedex: fedexReady
        ? {
            apiUrl: config.FEDEX_API_URL,
            clientId: config.FEDEX_CLIENT_ID!,
            clientSecret: config.FEDEX_CLIENT_SECRET!,
            accountNumber: config.FEDEX_ACCOUNT_NUMBER!,
            shipFromZip: config.FEDEX_SHIP_FROM_ZIP!,
            timeoutMs: config.FEDEX_TIMEOUT_MS,
          }
        : undefined,
    },
    tax: {
      stripe:
        config.STRIPE_TAX === 'on' && config.STRIPE_SECRET_KEY
          ? {
              secretKey: config.STRIPE_SECRET_KEY,
              apiBase: config.STRIPE_API_URL,
              timeoutMs: config.TAX_TIMEOUT_MS,
            }
          : undefined,
    },
  };
}

type TServicesOf = ReturnType<typeof servicesOver>;

/**
 * Seeds the demo shop. The staff password comes from SEED_STAFF_PASSWORD or is generated and printed once: a
 * known default password would be the first thing an attacker tries.
 */
export async function seedDemoShop(services: TServicesOf, config: TConfig, log: (line: string) => void) {
  const staffPassword = config.SEED_STAFF_PASSWORD ?? crypto.randomBytes(12).toString('base64url');
  // Loaded only when a seed runs: a server over an existing database never evaluates the seed and its renderers.
  const { seedDemo } = await import('@shop/db/seed');
  const summary = await seedDemo(services.dataSource, {
    saveImage: async (bytes, key) => {
      await services.storage.put(key, bytes, 'image/jpeg');
      return key;
    },
    hashPassword,
    staffPassword,
    log,
    pictureCacheDir: config.SEED_PICTURE_CACHE,
  });
  if (!config.SEED_STAFF_PASSWORD) {
    log(
      `Demo accounts admin@shop.test, manager@shop.test and customer@shop.test have the password: ${staffPassword}`,
    );
    log('(shown once; set SEED_STAFF_PASSWORD to choose it)');
  }
  return summary;
}

export async function seedIfEmpty(services: TServicesOf, config: TConfig, log: (line: string) => void) {
  if (config.SEED !== 'demo' || !(await isDatabaseEmpty(services.dataSource))) return false;
  log('Empty database: seeding the demo shop...');
  await seedDemoShop(services, config, log);
  return true;
}
