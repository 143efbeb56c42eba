import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openServices, seedIfEmpty } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { Draining, shutDownGracefully } from './http/graceful-shutdown.js';
import { listenStartupError, oneLine } from './startup-errors.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  // The demo seed of an empty database runs under the schema lock with the migrations: one replica seeds.
  const services = await openServices(config, {
    log,
    seedWhileLocked: (opened) => seedIfEmpty(opened, config, log),
  });
  const draining = new Draining();
  const app = await buildApp({ config, services, draining, webDist: path.resolve(here, '../../web/dist') });
  // Expired sessions are refused when presented; this only keeps the table from growing without bound.
  const purge = setInterval(
    () => void services.sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed')),
    3600_000,
  );
  purge.unref();
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    clearInterval(purge);
    const clean = await shutDownGracefully({
      app,
      draining,
      drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000,
      graceMs: config.SHUTDOWN_GRACE_SECONDS * 1000,
      release: async () => {
        await services.productViews.flush();
        await services.dataSource.destroy();
      },
      log: (line) => app.log.warn(line),
    });
    process.exit(clean ? 0 : 1);
  };
  // A second signal is not caught: it stops the process at once (Ctrl-C twice).
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    throw listenStartupError(error, config);
  }
  console.log(`The shop is open on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

/**
 * A failed start says what to fix in one line: no stack (the operator cannot act on it, and it buries the cause)
 * and never a password. LOG_LEVEL=debug adds the stack of an unexpected failure for whoever debugs the shop.
 */
main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else {
    console.error(`Start-up failed: ${oneLine(error)}`);
    if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.debug(error);
  }
  process.exit(1);
});
