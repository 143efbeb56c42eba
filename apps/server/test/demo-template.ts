import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyMysqlDatabase, createTestDatabase, type TDialect } from '@shop/db';
import { inject } from 'vitest';

const cliEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/cli.js');
/** The seed's picture folder, shared with the browser suite (e2e/start-server.mjs) and kept between runs. */
export const SEED_PICTURES = fileURLToPath(
  new URL('../../../node_modules/.cache/shop-seed-pictures', import.meta.url),
);

/** A demo shop seeded once for the run: its DATA_DIR (pictures, and the SQLite file) and its MySQL database. */
export interface IDemoTemplate {
  dialect: TDialect;
  dataDir: string;
  databaseUrl?: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplates: IDemoTemplate[];
  }
}

/** The run's template of the dialect, in a test worker (the global setup provides them). */
export function injectedDemoTemplate(dialect: TDialect): IDemoTemplate | undefined {
  return inject('demoTemplates').find((template) => template.dialect === dialect);
}

/**
 * Seeds the demo shop with the CLI (`cli.js seed`), once per dialect and run. Rendering its pictures and writing its
 * rows took most of a demo server's start (about 12 s of the 25 s kept-values.e2e spent on two servers); a server
 * started from a copy of the template skips that, as its database is not empty.
 */
export async function seedDemoTemplate(
  dialect: TDialect,
  staffPassword: string,
): Promise<IDemoTemplate & { drop: () => Promise<void> }> {
  const db = await createTestDatabase(dialect);
  const template = { dialect, dataDir: db.config.dataDir, databaseUrl: db.config.databaseUrl };
  let output = '';
  const child = spawn(process.execPath, [cliEntry, 'seed'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: template.dataDir,
      DATABASE_URL: template.databaseUrl ?? '',
      SEED_STAFF_PASSWORD: staffPassword,
      SEED_PICTURE_CACHE: SEED_PICTURES,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    await db.drop();
    throw new Error(`seeding the demo template on ${dialect} failed (${String(code)}):\n${output}`);
  }
  return { ...template, drop: db.drop };
}

/** Copies the template into a fresh server's DATA_DIR and, on MySQL, its empty database. */
export async function copyDemoTemplate(
  template: IDemoTemplate,
  target: { dataDir: string; databaseUrl?: string | undefined },
): Promise<void> {
  fs.cpSync(template.dataDir, target.dataDir, { recursive: true });
  if (template.databaseUrl && target.databaseUrl)
    await copyMysqlDatabase(template.databaseUrl, target.databaseUrl);
}
