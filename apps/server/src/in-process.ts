import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openServices, seedIfEmpty } from './bootstrap.js';
import { loadConfig } from './config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface IInProcessShop {
  url: string;
  /** Everything logged so far (the start's lines and the server's log). */
  output: () => string;
  /** Closes the server (requests in flight end first) and its database connections. */
  stop: () => Promise<void>;
}

/**
 * The shop as `main.ts` starts it (config from `env`, migrations, the demo seed of an empty database, the same
 * Fastify app on a real port), inside the calling process: for REST contract suites that need a server with
 * settings of their own but test no process behaviour (start-up failures, signals, outages and replicas keep a real
 * process). It costs a fraction of a process start: the calling process has loaded the server's modules already.
 */
export async function startInProcess(env: NodeJS.ProcessEnv): Promise<IInProcessShop> {
  let output = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = (line: string) => logStream.write(`${line}\n`);
  const config = loadConfig(env);
  const services = await openServices(config, {
    log,
    seedWhileLocked: (opened) => seedIfEmpty(opened, config, log),
  });
  let app;
  try {
    app = await buildApp({ config, services, webDist: path.resolve(here, '../../web/dist'), logStream });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await app?.close();
    await services.dataSource.destroy();
    throw error;
  }
  const ready = app;
  return {
    url: `http://${config.HOST}:${config.PORT}`,
    output: () => output,
    stop: async () => {
      await ready.close();
      await services.productViews.flush();
      await services.dataSource.destroy();
      logStream.end();
    },
  };
}
