import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * Whether this process is shutting down: /readyz answers 503 from the moment it is, and every response carries
 * `Connection: close`, so that a client (or proxy) that gets an answer does not send its next request down a
 * connection that is about to go away. One per app, made by its composition root.
 */
export class Draining {
  active = false;

  /**
   * Answers on every connection of `server` say `Connection: close` once draining, those of requests that were
   * already in flight at the signal included (hijacked replies too): decided when the head is written, not when the
   * request came in.
   */
  closeConnectionsOf(server: Server): void {
    server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      const writeHead = response.writeHead;
      response.writeHead = ((...args: Parameters<typeof writeHead>) => {
        if (this.active) response.setHeader('Connection', 'close');
        return writeHead.apply(response, args);
      }) as typeof writeHead;
    });
  }
}

export interface IShutdownPlan {
  app: FastifyInstance;
  draining: Draining;
  /** How long /readyz says 503 while requests are still served, before the port closes. */
  drainMs: number;
  /** How long in-flight requests then get to finish, and what is kept in memory to be written, before exit. */
  graceMs: number;
  /** Writes what the process keeps in memory (the counted product views) and closes the database. */
  release: () => Promise<void>;
  log: (line: string) => void;
}

/** How often connections that went idle after the port closed are closed in their turn. */
const IDLE_SWEEP_MS = 50;

/**
 * The shutdown a rolling restart needs, in order: say not ready (/readyz 503) at once; keep serving for the drain
 * time; close the port (a proxy's next connection attempt is refused, which it retries on another replica since
 * nothing was sent); let in-flight requests finish, each answer closing its connection; close connections as they
 * go idle; write the kept view counts and close the database; and be gone when the grace time is up, whatever is
 * still running. Resolves with whether everything finished in time.
 *
 * An idle keep-alive connection can only be closed, and a client may be sending a request on it at that moment: it
 * then sees the connection close without any answer. The server read nothing of that request, so the client may
 * send it again on a new connection (RFC 9112, "Retrying Requests"), which proxies such as Caddy do for idempotent
 * requests. Node closes idle connections at its keep-alive timeout the same way every day.
 */
export async function shutDownGracefully(plan: IShutdownPlan): Promise<boolean> {
  const { app, draining, log } = plan;
  draining.active = true;
  const deadline = Date.now() + plan.drainMs + plan.graceMs;
  if (plan.drainMs > 0) await sleep(plan.drainMs);
  const server = app.server;
  const closed = app.close();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  // The grace time is shared: connections may use it all but a reserve for writing the kept counts.
  const reserveMs = Math.min(2000, plan.graceMs / 4);
  const finished = await Promise.race([
    closed.then(() => true),
    sleep(Math.max(0, deadline - reserveMs - Date.now())).then(() => false),
  ]);
  clearInterval(sweep);
  if (!finished) {
    log('shutdown: grace period over, cutting the connections still open');
    server.closeAllConnections();
  }
  const released = await Promise.race([
    plan.release().then(
      () => true,
      () => false,
    ),
    sleep(Math.max(0, deadline - Date.now())).then(() => false),
  ]);
  return finished && released;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
