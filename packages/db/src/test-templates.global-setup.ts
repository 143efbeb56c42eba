import { createTestTemplates, TEST_TEMPLATES_ENV } from './test-database.js';

/**
 * The unit project's global setup: migrates one template database per dialect for the whole run, and hands them
 * to the test workers through the environment they inherit, so that a suite's `createTestDatabase(dialect,
 * { migrated: true })` copies a file or a schema instead of running every migration again.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const { templates, drop } = await createTestTemplates();
  process.env[TEST_TEMPLATES_ENV] = JSON.stringify(templates);
  return async () => {
    delete process.env[TEST_TEMPLATES_ENV];
    await drop();
  };
}
