// nginx in front of several app processes, as the "Several app processes" section of the README runs it: the
// scale-out suite (apps/server/test/scale-out.e2e.test.ts) and `pnpm bench` (its two-process run) start it.
// Debian's nginx (`apt-get install nginx-light`; .ci/run and `npm test` install it when it is missing).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** The nginx binary, or undefined when none is installed. */
export function findNginx() {
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  const which = spawnSync('which', ['nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/**
 * The configuration: round robin over keep-alive connections to the app processes, and a request that failed to
 * reach one (refused, or a kept-alive connection closed under it) sent to the next (nginx's default
 * `proxy_next_upstream error timeout`; never on an answer, so a 503 from the app would be seen). A process that
 * failed is left out for a second. Every answer names the process that gave it (`X-Upstream`), for the tests.
 */
export function nginxConfig({ dir, port, upstreams }) {
  const asRoot = process.getuid?.() === 0;
  return `
${asRoot ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream shop {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * Starts nginx on a free port (or `port`) in front of the app processes on 127.0.0.1:`upstreams`, and answers once
 * it accepts connections. `stop()` ends it and removes its folder.
 */
export async function startReverseProxy({ upstreams, port }) {
  const nginx = findNginx();
  if (!nginx)
    throw new Error('nginx is not installed: apt-get install nginx-light (.ci/run and npm test install it)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-proxy-'));
  const listen = port ?? (await freePort());
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port: listen, upstreams }));
  let output = '';
  // -e: the log of what happens before the configuration is read (the default path may not be writable).
  const child = spawn(nginx, ['-e', path.join(dir, 'startup.log'), '-p', dir, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const log = () => {
    const read = (name) =>
      existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '';
    return `${output}${read('startup.log')}${read('error.log')}`;
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${log()}`);
    const accepted = await new Promise((resolve) => {
      const socket = net.connect(listen, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${listen}:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port: listen,
    url: `http://127.0.0.1:${listen}`,
    log,
    async stop() {
      if (child.exitCode === null) {
        // SIGQUIT: nginx's graceful stop; SIGTERM would be its fast one.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `node bench/reverse-proxy.mjs [--port 8080] 3001 3002`: nginx on 127.0.0.1:8080 in front of the app processes on
 * those ports, until Ctrl-C (the README's "Several app processes on one machine").
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const portAt = args.indexOf('--port');
  const port = portAt >= 0 ? Number(args.splice(portAt, 2)[1]) : 8080;
  const upstreams = args.map(Number);
  if (
    !upstreams.length ||
    upstreams.some((upstream) => !Number.isInteger(upstream)) ||
    !Number.isInteger(port)
  ) {
    console.error('usage: node bench/reverse-proxy.mjs [--port 8080] <app port> [<app port>...]');
    process.exit(2);
  }
  const proxy = await startReverseProxy({ upstreams, port });
  console.log(`nginx on ${proxy.url} in front of ${upstreams.map((u) => `127.0.0.1:${u}`).join(', ')}`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, async () => {
      await proxy.stop();
      process.exit(0);
    });
}
