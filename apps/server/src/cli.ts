import { isDatabaseEmpty } from '@shop/db';
import { growCatalogue } from '@shop/db/seed';
import { openServices, seedDemoShop } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';

const USAGE = 'usage: cli.js migrate | seed [--products N]';

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const log = (line: string) => console.log(line);
  if (command === 'migrate') {
    const services = await openServices(config, { log });
    log('Migrations applied.');
    await services.dataSource.destroy();
    return;
  }
  if (command === 'seed') {
    const productsFlag = rest.indexOf('--products');
    const products = productsFlag >= 0 ? Number(rest[productsFlag + 1]) : undefined;
    if (products !== undefined && (!Number.isInteger(products) || products < 1)) throw new ConfigError(USAGE);
    // Under the schema lock, like a starting server's seed: two seeds of one empty database would collide.
    const services = await openServices(config, {
      log,
      seedWhileLocked: async (opened) => {
        if (await isDatabaseEmpty(opened.dataSource)) await seedDemoShop(opened, config, log);
        else log('Demo data already present.');
      },
    });
    if (products) {
      const started = Date.now();
      const total = await growCatalogue(services.dataSource, products, log);
      log(`Catalogue has ${total} products (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    }
    await services.dataSource.destroy();
    return;
  }
  throw new ConfigError(USAGE);
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
