import { afterAll, vi } from 'vitest';

// Vitest runs its files one after another in a shared worker process (isolate: false in
// vitest.config.ts), so a file must hand the process on as it found it: real timers, no spies, no stubbed
// globals or variables, whatever a test forgot to undo.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
