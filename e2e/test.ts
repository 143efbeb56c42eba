import { test as base } from '@playwright/test';
import { WORKERS, workerDataDir, workerPort } from './support';

export { expect } from '@playwright/test';

/** The built server this worker drives, and the data folder it writes (database, uploads, mail outbox). */
export interface IWorkerServer {
  /** The worker's parallelIndex: 0 up to WORKERS - 1. */
  index: number;
  url: string;
  dataDir: string;
}

/**
 * Every spec imports `test` from here: it points the worker's pages and request contexts at the worker's own server
 * (playwright.config.ts starts one per worker), so workers never share a database.
 */
export const test = base.extend<object, { server: IWorkerServer }>({
  server: [
    // Playwright reads a fixture's dependencies from the pattern of its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const index = workerInfo.parallelIndex;
      if (index >= WORKERS)
        throw new Error(`Worker ${index} has no server: run with at most ${WORKERS} workers (E2E_WORKERS).`);
      await use({ index, url: `http://127.0.0.1:${workerPort(index)}`, dataDir: workerDataDir(index) });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
