import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
      /^Invalid environment: PUBLIC_URL must be an absolute URL/,
    );
    for (const message of [messageOf({ PORT: 'x' }), messageOf({ SEED: 'x' })])
      expect(message).not.toContain('\n');
  });

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(messageOf({ TRUST_PROXY: 'yes' })).toBe(
      'Invalid environment: TRUST_PROXY must be true or false (got "yes")',
    );
  });

  it('accepts a MySQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'mysql://shop:secret@db:3306/shop' }).DATABASE_URL).toBe(
      'mysql://shop:secret@db:3306/shop',
    );
  });
});
