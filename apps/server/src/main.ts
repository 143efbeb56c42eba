import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openServices, seedIfEmpty } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig();
  const services = await openServices(config);
  await seedIfEmpty(services, config, (line) => console.log(line));
  const app = await buildApp({ config, services, webDist: path.resolve(here, '../../web/dist') });
  // Expired sessions are refused when presented; this only keeps the table from growing without bound.
  const purge = setInterval(
    () => void services.sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed')),
    3600_000,
  );
  purge.unref();
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    clearInterval(purge);
    await app.close();
    await services.dataSource.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`The shop is open on ${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Start-up failed:', error);
  process.exit(1);
});
