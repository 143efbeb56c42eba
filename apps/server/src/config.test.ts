import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, maskPassword } from './config.js';

const messageOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
    return 'no error';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('loadConfig', () => {
  it('has defaults that run the shop on one machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', SEED: 'demo' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SEED_STAFF_PASSWORD: ' ' })).toMatchObject({
      DATABASE_URL: undefined,
      SEED_STAFF_PASSWORD: undefined,
    });
  });

  it('stops with one line naming the variable, what is wrong and what it got', () => {
    expect(messageOf({ PORT: 'abc' })).toBe(
      'Invalid environment: PORT must be a port number from 1 to 65535 (got "abc")',
    );
    expect(messageOf({ PORT: '70000' })).toMatch(/^Invalid environment: PORT must be a port number/);
    expect(messageOf({ DATABASE_URL: 'postgres://db/shop' })).toMatch(
      /^Invalid environment: DATABASE_URL must look like mysql:\/\//,
    );
    expect(messageOf({ SEED: 'maybe' })).toBe('Invalid environment: SEED must be demo or none (got "maybe")');
    expect(messageOf({ SEED_STAFF_PASSWORD: 'short' })).toMatch(
      /^Invalid environment: SEED_STAFF_PASSWORD must be at least 8/,
    );
    expect(messageOf({ PUBLIC_URL: 'shop.example.com' })).toMatch(
      /^Invalid environment: PUBLIC_URL must be an absolute http:\/\/ or https:\/\/ URL/,
    );
    for (const message of [messageOf({ PORT: 'x' }), messageOf({ SEED: 'x' })])
      expect(message).not.toContain('\n');
  });

  it('takes an smtp:// or smtps:// SMTP_URL and a MAIL_FROM address, and hides the SMTP password', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtp://shop:p%40ss@mail.example.com:587' }).SMTP_URL).toBe(
      'smtp://shop:p%40ss@mail.example.com:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example.com' }).SMTP_URL).toBe('smtps://mail.example.com');
    const wrong = messageOf({ SMTP_URL: 'http://shop:hunter22@mail.example.com' });
    expect(wrong).toMatch(/^Invalid environment: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(wrong).not.toContain('hunter22');
    expect(messageOf({ SMTP_URL: 'mail.example.com:25' })).toMatch(/^Invalid environment: SMTP_URL must be/);
    expect(loadConfig({ MAIL_FROM: 'Oak & Linen <hello@shop.example>' }).MAIL_FROM).toBe(
      'Oak & Linen <hello@shop.example>',
    );
    expect(loadConfig({ MAIL_FROM: 'hello@shop.example' }).MAIL_FROM).toBe('hello@shop.example');
    expect(messageOf({ MAIL_FROM: 'the shop' })).toMatch(/^Invalid environment: MAIL_FROM must be an email/);
  });

  it('takes a redis:// or rediss:// REDIS_URL and a channel prefix, and hides the Redis password', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_PREFIX).toBe('shop:');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://:s%40cret@cache.example.com:6380/2' }).REDIS_URL).toBe(
      'rediss://:s%40cret@cache.example.com:6380/2',
    );
    const wrong = messageOf({ REDIS_URL: 'http://:hunter22@cache.example.com' });
    expect(wrong).toMatch(/^Invalid environment: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(wrong).not.toContain('hunter22');
    expect(messageOf({ REDIS_URL: 'cache.example.com:6379' })).toMatch(
      /^Invalid environment: REDIS_URL must be/,
    );
    expect(loadConfig({ REDIS_PREFIX: 'shop-eu:' }).REDIS_PREFIX).toBe('shop-eu:');
    expect(messageOf({ REDIS_PREFIX: 'my shop' })).toMatch(
      /^Invalid environment: REDIS_PREFIX must be 1 to 64/,
    );
    expect(messageOf({ REDIS_PREFIX: 'x'.repeat(65) })).toMatch(/^Invalid environment: REDIS_PREFIX must be/);
  });

  it('trusts X-Forwarded-For only as far as the named proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const value of ['true', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.internal', '1,2'])
      expect(messageOf({ TRUST_PROXY: value }), value).toMatch(
        /^Invalid environment: TRUST_PROXY must be false, the number of proxies in front of the shop \(e\.g\. 1\) or their addresses/,
      );
    expect(messageOf({ TRUST_PROXY: 'true' })).toMatch(/true is not accepted because .*X-Forwarded-For/);
  });

  it('accepts only web addresses as PUBLIC_URL, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).PUBLIC_URL).toBe(
      'https://shop.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).PUBLIC_URL).toBe('http://localhost:3000');
    for (const value of ['ftp://shop.example.com', 'javascript:alert(1)', 'file:///etc/passwd'])
      expect(messageOf({ PUBLIC_URL: value }), value).toMatch(/^Invalid environment: PUBLIC_URL must be/);
  });

  it('never repeats a password in a message', () => {
    for (const url of [
      'postgres://shop:s3cret-pw@db/shop',
      'mysql//shop:s3cret-pw@db/shop',
      'mysql://shop:s3cret-pw',
    ]) {
      const message = messageOf({ DATABASE_URL: url });
      expect(message).toMatch(/^Invalid environment: DATABASE_URL must look like mysql:\/\//);
      expect(message).not.toContain('s3cret-pw');
      expect(message).toContain('***');
    }
    expect(messageOf({ SEED_STAFF_PASSWORD: 'short' })).not.toContain('short"');
  });

  it('masks the password of well-formed and malformed URLs alike', () => {
    expect(maskPassword('mysql://shop:secret@db:3306/shop')).toBe('mysql://shop:***@db:3306/shop');
    expect(maskPassword('mysql://shop:p@ss:w/rd@db/shop')).toBe('mysql://shop:***@db/shop');
    expect(maskPassword('shop:secret@db/shop')).toBe('shop:***@db/shop');
    expect(maskPassword('mysql://shop:secret')).toBe('mysql://shop:***');
    expect(maskPassword('mysql://db:3306/shop')).toBe('mysql://db:3306/shop');
    expect(maskPassword('mysql://shop@db/shop')).toBe('mysql://shop@db/shop');
  });

  it('cuts slow requests off after REQUEST_TIMEOUT_SECONDS (30 by default)', () => {
    expect(loadConfig({}).REQUEST_TIMEOUT_SECONDS).toBe(30);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '5' }).REQUEST_TIMEOUT_SECONDS).toBe(5);
    expect(messageOf({ REQUEST_TIMEOUT_SECONDS: '0' })).toMatch(
      /REQUEST_TIMEOUT_SECONDS must be a whole number/,
    );
  });

  it('bounds the waits for the database: connect, a pooled connection and a query', () => {
    expect(loadConfig({})).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 5000,
      DB_ACQUIRE_TIMEOUT_MS: 5000,
      DB_QUERY_TIMEOUT_MS: 10000,
    });
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: '30000' }).DB_QUERY_TIMEOUT_MS).toBe(30000);
    expect(messageOf({ DB_CONNECT_TIMEOUT_MS: '0' })).toMatch(
      /DB_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000 \(got "0"\)/,
    );
    expect(messageOf({ DB_ACQUIRE_TIMEOUT_MS: 'soon' })).toMatch(
      /DB_ACQUIRE_TIMEOUT_MS must be a whole number/,
    );
    expect(messageOf({ DB_QUERY_TIMEOUT_MS: '1.5' })).toMatch(/DB_QUERY_TIMEOUT_MS must be a whole number/);
  });

  it('sizes the MySQL pool with DATABASE_POOL_SIZE (10 by default) and bounds the wait for the schema lock', () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_POOL_SIZE: 10, DB_MIGRATION_LOCK_TIMEOUT_SECONDS: 600 });
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
    expect(messageOf({ DATABASE_POOL_SIZE: '0' })).toBe(
      'Invalid environment: DATABASE_POOL_SIZE must be a whole number of connections from 1 to 1000 (got "0")',
    );
    expect(messageOf({ DB_MIGRATION_LOCK_TIMEOUT_SECONDS: 'forever' })).toMatch(
      /DB_MIGRATION_LOCK_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 86400/,
    );
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS (0) and gives requests SHUTDOWN_GRACE_SECONDS (8) when stopped', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_DRAIN_SECONDS: 0, SHUTDOWN_GRACE_SECONDS: 8 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_GRACE_SECONDS: '25' })).toMatchObject({
      SHUTDOWN_DRAIN_SECONDS: 5,
      SHUTDOWN_GRACE_SECONDS: 25,
    });
    expect(messageOf({ SHUTDOWN_GRACE_SECONDS: '0' })).toMatch(
      /SHUTDOWN_GRACE_SECONDS must be a whole number of seconds from 1 to 600/,
    );
  });

  it('leaves the test fixtures route off unless TEST_FIXTURES_TOKEN is set, and never shows the token', () => {
    expect(loadConfig({}).TEST_FIXTURES_TOKEN).toBeUndefined();
    expect(loadConfig({ TEST_FIXTURES_TOKEN: ' ' }).TEST_FIXTURES_TOKEN).toBeUndefined();
    expect(loadConfig({ TEST_FIXTURES_TOKEN: 'a'.repeat(32) }).TEST_FIXTURES_TOKEN).toBe('a'.repeat(32));
    expect(messageOf({ TEST_FIXTURES_TOKEN: 'short-token' })).toBe(
      'Invalid environment: TEST_FIXTURES_TOKEN must be at least 16 characters',
    );
  });

  it('allows 10 login attempts per address and minute unless LOGIN_ATTEMPTS_PER_MINUTE says otherwise', () => {
    expect(loadConfig({}).LOGIN_ATTEMPTS_PER_MINUTE).toBe(10);
    expect(loadConfig({ LOGIN_ATTEMPTS_PER_MINUTE: '200' }).LOGIN_ATTEMPTS_PER_MINUTE).toBe(200);
    expect(messageOf({ LOGIN_ATTEMPTS_PER_MINUTE: 'lots' })).toMatch(
      /LOGIN_ATTEMPTS_PER_MINUTE must be a whole number/,
    );
  });

  it('sends webhooks to public addresses only unless WEBHOOKS_ALLOW_PRIVATE=1', () => {
    expect(loadConfig({}).WEBHOOKS_ALLOW_PRIVATE).toBe('0');
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE: '1' }).WEBHOOKS_ALLOW_PRIVATE).toBe('1');
    expect(messageOf({ WEBHOOKS_ALLOW_PRIVATE: 'yes' })).toMatch(/WEBHOOKS_ALLOW_PRIVATE must be 0 or 1/);
  });

  it('reminds of a cart left 240 minutes unless ABANDONED_CART_MINUTES says otherwise', () => {
    expect(loadConfig({}).ABANDONED_CART_MINUTES).toBe(240);
    expect(loadConfig({ ABANDONED_CART_MINUTES: '30' }).ABANDONED_CART_MINUTES).toBe(30);
    expect(messageOf({ ABANDONED_CART_MINUTES: '0' })).toMatch(
      /ABANDONED_CART_MINUTES must be a whole number/,
    );
  });

  it('takes FedEx settings all together or not at all, with timeouts for FedEx and Stripe', () => {
    const fedex = {
      FEDEX_CLIENT_ID: 'id',
      FEDEX_CLIENT_SECRET: 'secret-value',
      FEDEX_ACCOUNT_NUMBER: '740561073',
      FEDEX_SHIP_FROM_ZIP: '97201',
    };
    expect(loadConfig({})).toMatchObject({
      FEDEX_API_URL: 'https://apis.fedex.com',
      FEDEX_TIMEOUT_MS: 8000,
      STRIPE_TIMEOUT_MS: 10000,
    });
    expect(loadConfig({ ...fedex, FEDEX_TIMEOUT_MS: '2500' })).toMatchObject({
      ...fedex,
      FEDEX_TIMEOUT_MS: 2500,
    });
    expect(messageOf({ ...fedex, FEDEX_ACCOUNT_NUMBER: '' })).toMatch(
      /^Invalid environment: FEDEX_ACCOUNT_NUMBER must be set too: FedEx rates need/,
    );
    expect(messageOf({ ...fedex, FEDEX_SHIP_FROM_ZIP: '972' })).toMatch(
      /FEDEX_SHIP_FROM_ZIP must be a 5-digit ZIP/,
    );
    expect(messageOf({ FEDEX_TIMEOUT_MS: '5' })).toMatch(
      /FEDEX_TIMEOUT_MS must be a whole number of milliseconds/,
    );
    expect(messageOf({ ...fedex, FEDEX_CLIENT_ID: '' })).not.toContain('secret-value');
  });

  it('needs the publishable key with a Stripe secret key', () => {
    expect(messageOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toMatch(
      /^Invalid environment: STRIPE_PUBLISHABLE_KEY must be set with STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' })).toMatchObject(
      {
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      },
    );
    expect(messageOf({ STRIPE_API_URL: 'ftp://stripe' })).toMatch(/STRIPE_API_URL must be an http/);
  });

  it('turns Stripe Tax on only with the Stripe keys, and checks its timeout', () => {
    expect(loadConfig({})).toMatchObject({ STRIPE_TAX: 'off', TAX_TIMEOUT_MS: 5000 });
    expect(messageOf({ STRIPE_TAX: 'on' })).toMatch(
      /^Invalid environment: STRIPE_TAX is on, but STRIPE_SECRET_KEY is not set/,
    );
    expect(messageOf({ STRIPE_TAX: 'yes' })).toMatch(/^Invalid environment: STRIPE_TAX must be on or off/);
    expect(messageOf({ TAX_TIMEOUT_MS: '50' })).toMatch(
      /TAX_TIMEOUT_MS must be a whole number of milliseconds/,
    );
  });

  it('chooses S3 storage with S3_BUCKET and S3_REGION, and names what is missing or wrong', () => {
    const local = loadConfig({});
    expect(local.S3_BUCKET).toBeUndefined();
    expect(local.S3_TIMEOUT_MS).toBe(10_000);
    const s3 = {
      S3_BUCKET: 'shop-images',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'top-secret-value',
      S3_PUBLIC_URL: 'https://cdn.example.com/',
    };
    expect(loadConfig(s3)).toMatchObject({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com' });
    expect(messageOf({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Invalid environment: S3_BUCKET must be set with S3_ENDPOINT: it chooses S3 storage (unset, images stay on the local disk)',
    );
    expect(messageOf({ S3_BUCKET: 'shop-images' })).toMatch(
      /^Invalid environment: S3_REGION must be set with S3_BUCKET/,
    );
    expect(messageOf({ ...s3, S3_BUCKET: 'Shop_Images' })).toMatch(
      /^Invalid environment: S3_BUCKET must be a bucket name: 3 to 63 lowercase letters/,
    );
    expect(messageOf({ ...s3, S3_ENDPOINT: 'minio:9000' })).toMatch(
      /^Invalid environment: S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/,
    );
    expect(messageOf({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/?v=1' })).toMatch(
      /^Invalid environment: S3_PUBLIC_URL must be a base URL without query/,
    );
    const halfKeys = messageOf({ ...s3, S3_SECRET_ACCESS_KEY: '' });
    expect(halfKeys).toMatch(/^Invalid environment: S3_SECRET_ACCESS_KEY must be set too/);
    // Neither key: the AWS SDK finds credentials itself (an instance role).
    expect(
      loadConfig({ ...s3, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' }).S3_ACCESS_KEY_ID,
    ).toBeUndefined();
    // A CDN in front of the shop's own images works without a bucket too.
    expect(loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.com' }).S3_PUBLIC_URL).toBe(
      'https://cdn.example.com',
    );
    expect(messageOf({ S3_SECRET_ACCESS_KEY: 'top-secret-value' })).not.toContain('top-secret-value');
  });

  it('accepts a MySQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://shop:secret@db:3306/shop' }).DATABASE_URL).toBe(
      'mysql://shop:secret@db:3306/shop',
    );
  });
});
