import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's unit tests import through its `#/` alias.
  resolve: {
    alias: [{ find: /^#\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // MySQL suites create their own database each; SQLite suites use their own temp files.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
