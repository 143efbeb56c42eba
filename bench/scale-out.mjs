// `pnpm bench`'s scale-out run (bench/run.mjs): app processes on one MySQL database behind nginx, one and then two.
import autocannon from 'autocannon';
import { freePort, waitFor } from './processes.mjs';
import { startReverseProxy } from './reverse-proxy.mjs';

/**
 * Server-drawn pages and a list through nginx, in front of one app process and then two on the same MySQL database
 * (and the same DATA_DIR, as the compose file's shared volume would be without S3): what a second process buys on
 * this machine. Every process, nginx, MariaDB and autocannon share its cores, so the ratio says where the limit is.
 */
export async function benchScaleOut(env, { main, start, stopAll, cpuSecondsOf, logLevel, load }) {
  const { connections, warmupS, durationS } = load;
  console.log('\n== mysql: scale-out (nginx in front of one app process, then two)');
  const ports = [await freePort(), await freePort()];
  const processes = ports.map((port) =>
    start(
      [main],
      {
        ...env,
        SEED: 'none',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: logLevel,
        TRUST_PROXY: '1',
      },
      `app-${port}`,
    ),
  );
  await Promise.all(
    processes.map((child, i) => waitFor(`http://127.0.0.1:${ports[i]}/readyz`, child, `app ${i + 1}`)),
  );
  const list = await (
    await fetch(`http://127.0.0.1:${ports[0]}/api/product/get-list-customer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ page: 1 }),
    })
  ).json();
  const slug = list?.data?.[0]?.slug;
  if (!slug) throw new Error('scale-out: the storefront list has no product');
  const pages = [
    { name: 'storefront home page (HTML)', path: '/' },
    { name: 'product page (HTML)', path: `/product/${slug}` },
    { name: 'product list, page 1 (REST)', path: '/api/product/get-list?page=1' },
  ];
  const results = {};
  for (const upstreams of [[ports[0]], ports]) {
    const proxy = await startReverseProxy({ upstreams });
    try {
      for (const page of pages) {
        const res = await fetch(proxy.url + page.path, { headers: { 'user-agent': 'pnpm-bench' } });
        if (res.status !== 200) throw new Error(`scale-out: ${page.path} answered ${res.status}`);
        await res.arrayBuffer();
        process.stdout.write(`${page.name}, ${upstreams.length} process(es): `);
        const cpuBefore = processes.map((child) => cpuSecondsOf(child.pid));
        const load = { url: proxy.url + page.path, connections };
        await autocannon({ ...load, duration: warmupS });
        const result = await autocannon({ ...load, duration: durationS });
        const cpu = processes.reduce((sum, child, i) => sum + cpuSecondsOf(child.pid) - cpuBefore[i], 0);
        const measured = {
          reqPerSec: Math.round(result.requests.average),
          appCpuUsPerRequest: Math.round((cpu * 1e6) / result.requests.total),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        };
        (results[page.name] ??= {})[upstreams.length === 1 ? 'one' : 'two'] = measured;
        console.log(`${measured.reqPerSec} req/s, p99 ${measured.p99Ms} ms`);
      }
    } finally {
      await proxy.stop();
    }
  }
  for (const r of Object.values(results)) r.twoOverOne = +(r.two.reqPerSec / r.one.reqPerSec).toFixed(2);
  await stopAll();
  return results;
}

export function printScaleOut(results) {
  console.log('\nmysql: scale-out behind nginx (two processes against one)');
  for (const [name, r] of Object.entries(results))
    console.log(
      `${name}: one ${r.one.reqPerSec} req/s (p99 ${r.one.p99Ms} ms), two ${r.two.reqPerSec} req/s ` +
        `(p99 ${r.two.p99Ms} ms): x${r.twoOverOne}; non-2xx/errors ${r.one.non2xx + r.two.non2xx}/${r.one.errors + r.two.errors}`,
    );
}
