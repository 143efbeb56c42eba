import type { DataSource } from 'typeorm';
import { keptReadsOf } from '../db.js';
import { KEPT_MAX_AGE_MS } from './policy.js';

/** The two lines the log gets: pino's shape, which the server's logger has. */
export interface IRetirementLog {
  info(message: string): void;
  warn(details: { err?: Error }, message: string): void;
}

export interface ISharedKeptReads {
  /** Whether other processes' writes retire this one's kept values now. */
  readonly isShared: boolean;
  /** Resolves with isShared once the channel is up, or after `timeoutMs` (Redis down: the shop serves anyway). */
  whenShared(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

const BOUND_SECONDS = KEPT_MAX_AGE_MS / 1000;

/**
 * Makes what this process keeps of `dataSource`'s reads agree with the other app processes on the same database:
 * its committed writes are published on Redis, and theirs retire its kept values (see CountCache and
 * RedisRetirements). Called once at server start; `close` at shutdown.
 */
export async function shareKeptReads(
  dataSource: DataSource,
  { url, prefix, log }: { url: string; prefix: string; log: IRetirementLog },
): Promise<ISharedKeptReads> {
  // The Redis client loads only in a shop that has Redis (REDIS_URL): one app process on its own never needs it.
  const { RedisRetirements } = await import('./redis-retirements.js');
  const kept = keptReadsOf(dataSource);
  const channel = new RedisRetirements({
    url,
    prefix,
    listener: {
      retire: (tables) => kept.retireFromElsewhere(tables),
      resubscribed: () => kept.retireEverything(),
      stateChanged: (shared, error) => {
        if (shared) log.info('Redis reachable: kept values are retired across app processes');
        else
          log.warn(
            { err: error },
            `Redis unreachable: kept values fall back to their age bound (${BOUND_SECONDS} s) until it is back`,
          );
      },
    },
  });
  kept.shareRetirements(channel);
  return {
    get isShared() {
      return channel.isShared;
    },
    whenShared: (timeoutMs) => channel.whenShared(timeoutMs),
    close: async () => {
      kept.shareRetirements(undefined);
      await channel.close();
    },
  };
}
