// Starts the built server for the browser suite on DATA_DIR, seeded with the demo shop. The seed renders its
// pictures, the slowest part of a start, so it runs once per suite run into a template folder, and each server
// (one per worker, plus checkout-stripe.spec.ts's own) starts on a copy of it: the same shop, seeded once.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = process.env.DATA_DIR;
const template = path.join(process.env.SHOP_E2E_DATA_DIR, 'seeded');
const ready = `${template}.ready`;
const failed = `${template}.failed`;

/** The first server to start seeds the template; the others wait for it (webServer entries may start together). */
async function seededTemplate() {
  let seeder = true;
  try {
    fs.mkdirSync(`${template}.lock`);
  } catch {
    seeder = false;
  }
  if (seeder) {
    const seed = spawnSync(process.execPath, ['apps/server/dist/cli.js', 'seed'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      // Shared with the REST suites' seeds (apps/server/test/demo-template.ts), and kept between runs.
      env: {
        ...process.env,
        DATA_DIR: template,
        SEED_PICTURE_CACHE: path.join(ROOT, 'node_modules/.cache/shop-seed-pictures'),
      },
    });
    fs.writeFileSync(seed.status === 0 ? ready : failed, '');
  }
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) throw new Error(`Seeding the demo shop into ${template} failed.`);
    await sleep(100);
  }
}

await seededTemplate();
fs.cpSync(template, dataDir, { recursive: true });
const server = spawn(process.execPath, ['apps/server/dist/main.js'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
