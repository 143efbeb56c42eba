import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every `intervalMs` once the server is ready, never two at a time in one process (a slow sweep is not
 * overlapped by the next), logging a failure rather than throwing it. Every app process runs its sweeps; the
 * services make each change happen once. The timer does not keep the process alive and stops when the server closes.
 */
export function registerPeriodicSweep(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  sweep: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweep();
    } catch (err) {
      app.log.warn({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
