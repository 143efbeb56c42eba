import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's unit tests import through its `#/` alias.
  resolve: {
    alias: [{ find: /^#\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
  },
  test: {
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    // A limit for a test that hangs, not a speed check: on a loaded machine a sweep of sequential calls against the
    // shared servers took over 30 s while every answer was right (speed is measured with `pnpm bench`).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // MySQL suites create their own database each; SQLite suites use their own temp files.
    fileParallelism: true,
    maxWorkers: 4,
    // Files share a worker process one after another instead of importing the whole module graph again each (that
    // import was a quarter of the suite's time); the setup file undoes what a file left behind.
    isolate: false,
    setupFiles: ['tooling/vitest/leave-worker-clean.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          globalSetup: ['packages/db/src/test-templates.global-setup.ts'],
        },
      },
      {
        // REST contract suites over the built server: the global setup starts one shared server per dialect,
        // and only when a suite of this project is selected.
        extends: true,
        test: {
          name: 'rest',
          include: ['apps/*/test/**/*.test.ts'],
          // Suites run side by side on the shared servers: they write their fixtures through each server's own
          // fixtures route (apps/server/src/routes/test-fixtures.ts), never through a connection of their own.
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
