import { relaxTestServerDurability, testDialects } from '@shop/db';
import type { TestProject } from 'vitest/node';
import { restDialects } from './rest-dialects.js';
import { STAFF_PASSWORD, WEBHOOK_SECRET, startBuiltServer, type IBuiltServer } from './built-server.js';
import { seedDemoTemplate } from './demo-template.js';
import { logIn, type TDemoAccount } from './accounts.js';
import type { ISharedServerInfo } from './shared-servers.js';

async function describeServer(server: IBuiltServer): Promise<ISharedServerInfo> {
  const accounts: TDemoAccount[] = ['admin', 'manager', 'customer'];
  const cookies = await Promise.all(accounts.map((account) => logIn(server.url, account)));
  return {
    dialect: server.dialect,
    url: server.url,
    database: server.database,
    dataDir: server.dataDir,
    fixturesToken: server.fixturesToken,
    sessions: { admin: cookies[0]!, manager: cookies[1]!, customer: cookies[2]! },
  };
}

/**
 * Seeds one demo shop per dialect as the run's template, and starts from copies of it one built server per dialect
 * for all REST contract suites of the run (runs only when one of them is selected: it belongs to the `rest`
 * project); stops them and drops the templates at the end.
 */
export default async function setup(project: TestProject) {
  // One after the other: the first seed renders the pictures into the shared picture folder, the second reads
  // them (9 of a seed's 11 s are rendering; side by side both rendered).
  const undoRelax = await relaxTestServerDurability();
  const seeded: PromiseSettledResult<Awaited<ReturnType<typeof seedDemoTemplate>>>[] = [];
  for (const dialect of testDialects()) {
    seeded.push(
      await seedDemoTemplate(dialect, STAFF_PASSWORD).then(
        (value) => ({ status: 'fulfilled', value }) as const,
        (reason: unknown) => ({ status: 'rejected', reason }) as const,
      ),
    );
  }
  const templates = seeded.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const dropTemplates = async () => {
    await Promise.all(templates.map((template) => template.drop()));
    await undoRelax();
  };
  const unseeded = seeded.find((s) => s.status === 'rejected');
  if (unseeded) {
    await dropTemplates();
    throw unseeded.reason;
  }
  project.provide(
    'demoTemplates',
    templates.map(({ dialect, dataDir, databaseUrl }) => ({ dialect, dataDir, databaseUrl })),
  );
  // Templates for every dialect (the own-server suites copy them); shared servers for the REST dialects only.
  const started = await Promise.allSettled(
    templates
      .filter((template) => restDialects().includes(template.dialect))
      .map((template) =>
        startBuiltServer(template.dialect, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, template),
      ),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await dropTemplates();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  try {
    project.provide('restServers', await Promise.all(servers.map(describeServer)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
