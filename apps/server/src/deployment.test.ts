import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Docker cannot run where the tests run, so the deployment files are read for what a shop owner relies on: the
 * compose file parsed as YAML (anchors and merge keys resolved as Compose resolves them), the Dockerfile and the
 * Caddyfile as text.
 */
const dockerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docker');
const read = (name: string) => fs.readFileSync(path.join(dockerDir, name), 'utf8');
const shopVersion = (
  JSON.parse(fs.readFileSync(path.join(dockerDir, '../package.json'), 'utf8')) as { version: string }
).version;

interface IService {
  profiles?: string[];
  image?: string;
  build?: unknown;
  container_name?: string;
  ports?: (string | { published?: string | number })[];
  environment?: Record<string, string>;
  env_file?: unknown;
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }> | string[];
  stop_grace_period?: string;
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, IService> };
const services = Object.entries(compose.services);
const inProfile = (profile: string) => services.filter(([, service]) => service.profiles?.includes(profile));
const production = Object.fromEntries(inProfile('production'));
const demo = Object.fromEntries(inProfile('demo'));

/** Names whose value is a credential. */
const SECRET_NAME = /PASSWORD|SECRET|_KEY(_ID)?$|TOKEN/;
/** A value taken from the env file when Compose reads the file: `${NAME}`, `${NAME:?message}`, `${NAME:-}`. */
const FROM_ENV_FILE = /^\$\{[A-Z0-9_]+(:\?[^}]*|:-)?\}$/;

const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

describe('docker/compose.yaml', () => {
  it('has every service in exactly one profile, production or demo', () => {
    for (const [name, service] of services)
      expect(service.profiles, name).toSatisfy(
        (profiles: string[] | undefined) =>
          profiles?.length === 1 && ['production', 'demo'].includes(profiles[0]!),
      );
  });

  it('runs MySQL 8, Redis, an S3-compatible store, the app and a reverse proxy in production', () => {
    expect(production.mysql?.image).toMatch(/^mysql:8/);
    expect(production.redis?.image).toMatch(/^redis:/);
    // MinIO's community images were withdrawn from Docker Hub: a maintained S3-compatible store instead.
    expect(production.objectstore?.image).toMatch(/^chrislusf\/seaweedfs:/);
    expect(production.app?.build).toBeDefined();
    expect(production.proxy?.image).toMatch(/^caddy:/);
    const env = production.app!.environment!;
    expect(env.DATABASE_URL).toMatch(/^mysql:\/\/shop:\$\{MYSQL_PASSWORD:\?[^}]*\}@mysql:3306\/shop$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.S3_ENDPOINT).toBe('http://objectstore:9000');
    for (const name of [
      'S3_REGION',
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_PUBLIC_URL',
    ])
      expect(env, name).toHaveProperty(name);
  });

  it('pins every image to a version: a new owner pulls what was tested, never a withdrawn or moved tag', () => {
    for (const [name, service] of services) {
      if (!service.image) continue;
      const tag = /:([^:/]+)$/.exec(service.image)?.[1];
      // The image built from this repository carries the shop's own version.
      if (service.build) expect(tag, `${name}: ${service.image}`).toBe(shopVersion);
      else expect(tag, `${name}: ${service.image}`).toMatch(/^\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/);
    }
    expect(JSON.stringify(compose)).not.toMatch(/minio/i);
  });

  it('creates the bucket before any replica starts, with the shop credentials only inside the store', () => {
    const app = production.app!;
    expect(app.depends_on).toMatchObject({
      'objectstore-bucket': { condition: 'service_completed_successfully' },
    });
    const store = production.objectstore!;
    expect(store.environment!.S3_ACCESS_KEY_ID).toMatch(FROM_ENV_FILE);
    expect([store.healthcheck!.test].flat().join(' ')).toContain('/healthz');
  });

  it('publishes a port on the proxy alone', () => {
    for (const [name, service] of Object.entries(production))
      if (name !== 'proxy') expect(service.ports, name).toBeUndefined();
    expect(production.proxy!.ports!.length).toBeGreaterThan(0);
  });

  it('lets the app scale: no container name, no fixed host port', () => {
    const app = production.app!;
    expect(app.container_name).toBeUndefined();
    expect(app.ports).toBeUndefined();
    expect(read('Caddyfile')).toMatch(/dynamic a app 3000/);
  });

  it('checks the app on /readyz in both profiles', () => {
    for (const app of [production.app!, demo['demo-app']!])
      expect([app.healthcheck!.test].flat().join(' ')).toContain('/readyz');
  });

  it('trusts the one proxy, knows its public address and never seeds in production', () => {
    const env = production.app!.environment!;
    expect(env.TRUST_PROXY).toBe('1');
    expect(env.PUBLIC_URL).toMatch(FROM_ENV_FILE);
    expect(env.SEED).toBe('none');
    expect(env).not.toHaveProperty('SEED_STAFF_PASSWORD');
  });

  it('writes no credential into the production profile: they come from the env file', () => {
    for (const [name, service] of Object.entries(production)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (SECRET_NAME.test(variable)) expect(String(value), `${name}.${variable}`).toMatch(FROM_ENV_FILE);
        // A URL with a password in it (the database's) takes the password from the env file too.
        const userInfo = /^[a-z][\w+.-]*:\/\/[^:/@]*:(.*)@[^@]*$/.exec(String(value))?.[1];
        if (userInfo !== undefined) expect(userInfo, `${name}.${variable}`).toMatch(FROM_ENV_FILE);
      }
      expect(JSON.stringify(service.healthcheck ?? {}), name).not.toMatch(/-p\w/);
    }
  });

  it('gives a stopping replica more time than its own grace period', () => {
    const app = production.app!;
    const env = app.environment!;
    const shutdown = Number(env.SHUTDOWN_DRAIN_SECONDS ?? 0) + Number(env.SHUTDOWN_GRACE_SECONDS);
    expect(seconds(app.stop_grace_period!)).toBeGreaterThan(shutdown);
  });

  it('keeps the one-command demo: seeded, on port 3000', () => {
    const app = demo['demo-app']!;
    expect(app.environment!.SEED).toBe('demo');
    expect(app.ports).toEqual(['3000:3000']);
    expect(demo['demo-mysql']?.image).toMatch(/^mysql:8/);
  });
});

describe('docker/Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds and runs on a supported Node.js LTS, pinned', () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBe(2);
    for (const base of bases) expect(base).toMatch(/^node:24\.\d+\.\d+-bookworm-slim(\s|$)/);
  });

  it('runs the shop as a user other than root', () => {
    const user = /^USER\s+(\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    // Nothing after the USER line switches back.
    expect(runtime.slice(runtime.indexOf(`USER ${user}`) + 1)).not.toMatch(/^USER\s/m);
  });

  it('stops gracefully: node itself gets SIGTERM (exec form, no shell in between)', () => {
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/dist\/main\.js"\]$/m);
  });

  it('checks readiness on /readyz', () => {
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
  });
});
