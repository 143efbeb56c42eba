import { KEPT_MAX_AGE_MS, shareKeptReads } from '@shop/services';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';

/** How long start-up waits for Redis: down, the shop starts anyway and keeps trying in the background. */
const REDIS_START_WAIT_MS = 2_000;

/** What /readyz says of the caches: whether other processes' writes reach this one's kept values now. */
export type TCachesDetail = () => string | undefined;

/**
 * With REDIS_URL, connects what this process keeps of its reads to the other app processes' writes through Redis
 * (see shareKeptReads): the connections open here, at server start, and close with the server. Redis is not
 * required: while it is unreachable the log says so once, /readyz's details say so, and kept values answer at most
 * their age bound after another process's write. Without REDIS_URL there is nothing to say.
 */
export async function registerSharedKeptReads(
  app: FastifyInstance,
  dataSource: DataSource,
  config: { REDIS_URL?: string | undefined; REDIS_PREFIX: string },
): Promise<TCachesDetail> {
  if (!config.REDIS_URL) return () => undefined;
  const shared = await shareKeptReads(dataSource, {
    url: config.REDIS_URL,
    prefix: config.REDIS_PREFIX,
    log: app.log,
  });
  app.addHook('onClose', () => shared.close());
  await shared.whenShared(REDIS_START_WAIT_MS);
  const bound = `${KEPT_MAX_AGE_MS / 1000} s`;
  return () =>
    shared.isShared
      ? 'shared through Redis'
      : `Redis unreachable: kept values answer at most ${bound} after another process's write`;
}
