import fs from 'node:fs';
import { DATA_DIR_ENV } from './support';

/**
 * Removes the run's temporary folder: every worker's database, uploads and outbox, and any extra server's folder
 * (checkout-stripe.spec.ts), so repeated runs do not fill the temp directory.
 */
export default function globalTeardown(): void {
  const dir = process.env[DATA_DIR_ENV];
  if (dir && dir.includes('shop-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
