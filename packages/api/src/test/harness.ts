import {
  Customer,
  StaffMember,
  createTestDatabase,
  openDatabase,
  type IDatabaseConfig,
  type TDialect,
} from '@shop/db';
import { ROLE } from '@shop/domain';
import {
  createServices,
  hashPasswordAtCost,
  readFiledMail,
  type IFiledMail,
  type IServiceDeps,
  type IStorage,
  type TServices,
} from '@shop/services';
import fs from 'node:fs';
import path from 'node:path';
import { createContextInner, memoryHttp, type IRequestHttp } from '../context.js';
import { createCaller } from '../router.js';

export const PASSWORD = 'correct-horse-battery';
const FIXTURE_HASH_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

export interface IHarness {
  services: TServices;
  /** For arranging and inspecting rows directly; procedures never see it. */
  dataSource: Awaited<ReturnType<typeof openDatabase>>;
  /** The services' DATA_DIR (the mail outbox is below it). */
  dataDir: string;
  /** The database's settings, to open a second connection pool like a second app process would. */
  database: IDatabaseConfig;
  /** A caller for a fresh anonymous client; pass an http to keep its cookies across calls. */
  caller: (http?: IRequestHttp) => ReturnType<typeof createCaller>;
  loggedIn: (realm: 'admin' | 'manager' | 'customer') => Promise<IRequestHttp>;
  /** Every mail queued so far, once the outbox has delivered what is due (the file transport's, oldest first). */
  deliveredMail: () => Promise<IFiledMail[]>;
  close: () => Promise<void>;
}

let clientCounter = 0;

/**
 * A migrated, empty database on the dialect, with one admin, one manager and one customer; images on the local disk
 * below its DATA_DIR unless a storage is given.
 */
export async function createHarness(
  dialect: TDialect,
  { storage, webhooks }: { storage?: IStorage; webhooks?: IServiceDeps['webhooks'] } = {},
): Promise<IHarness> {
  const db = await createTestDatabase(dialect, { migrated: true });
  const dataSource = await openDatabase(db.config);
  const services = createServices({
    dataSource,
    dataDir: db.config.dataDir,
    ...(storage ? { storage } : {}),
    ...(webhooks ? { webhooks } : {}),
    // The outbox is delivered as the server would, promptly: tests read the mail files it writes.
    outbox: { pollMs: 200 },
  });
  services.outboxWorker.start();
  // Its accounts log in hundreds of times a run: their hash is the cheapest argon2id (password.test.ts proves the
  // cost of the shop's own hashes), while accounts a test creates through a procedure get the shop's cost.
  const passwordHash = await hashPasswordAtCost(PASSWORD, FIXTURE_HASH_COST);
  await dataSource.getRepository(StaffMember).insert([
    { name: 'Ada Admin', email: 'admin@test.shop', passwordHash, role: ROLE.ADMIN },
    { name: 'Max Manager', email: 'manager@test.shop', passwordHash, role: ROLE.MANAGER },
  ]);
  await dataSource
    .getRepository(Customer)
    .insert({ name: 'Cy Customer', email: 'customer@test.shop', passwordHash });
  // Each client gets its own address, so the login rate limit only bites where a test means it to.
  const caller = (http = memoryHttp(`10.0.0.${++clientCounter % 250}`)) =>
    createCaller(createContextInner({ services, http }));
  return {
    services,
    dataSource,
    dataDir: db.config.dataDir,
    database: db.config,
    caller,
    loggedIn: async (who) => {
      const http = memoryHttp(`10.1.0.${++clientCounter % 250}`);
      const email = `${who}@test.shop`;
      if (who === 'customer') await caller(http).auth.customerLogin({ email, password: PASSWORD });
      else await caller(http).auth.adminLogin({ email, password: PASSWORD });
      return http;
    },
    deliveredMail: async () => {
      await services.outboxWorker.drain();
      return readFiledMail(path.join(db.config.dataDir, 'mail'));
    },
    close: async () => {
      await services.outboxWorker.stop();
      await dataSource.destroy();
      await db.drop();
      fs.rmSync(db.config.dataDir, { recursive: true, force: true });
    },
  };
}
