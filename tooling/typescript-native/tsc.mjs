#!/usr/bin/env node
// TypeScript 7's native `tsc`: the whole `pnpm typecheck` took 48 s of wall time (68 s CPU) with TypeScript 5.9,
// and takes 13 s (22 s CPU) with it, on the same 2-core machine and the same errors. It has no compiler API yet,
// so ESLint and the tests that call TypeScript as a library keep TypeScript 5 (the root package's `typescript`).
import './node_modules/typescript/bin/tsc';
