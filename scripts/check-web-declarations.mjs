#!/usr/bin/env node
// `pnpm typecheck` runs this after `tsc -p apps/web`. The web app's tsconfig turns on the "shop-types" export
// condition, which points every workspace package at its emitted declarations (packages/*/types). When a
// declaration file is missing, TypeScript falls back to the package's sources without a word, and the web check
// would walk the whole server again: this fails when the web program holds any file under packages/*/src.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = path.join(root, 'tooling/typescript-native/node_modules/typescript/bin/tsc');
const apiDeclarations = path.join(root, 'packages/api/types/index.d.ts');

// Parsed and resolved only, not checked: `tsc -p apps/web` did that.
const listed = execFileSync(process.execPath, [tsc, '-p', path.join(root, 'apps/web'), '--listFilesOnly'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const files = listed
  .split('\n')
  .filter(Boolean)
  .map((file) => path.resolve(root, file));

const sources = files.filter((file) => /[\\/]packages[\\/][^\\/]+[\\/]src[\\/]/.test(file));
if (sources.length > 0) {
  console.error('apps/web type-checks against workspace sources instead of their declarations:');
  for (const file of sources.slice(0, 10)) console.error(`  ${path.relative(root, file)}`);
  if (sources.length > 10) console.error(`  and ${sources.length - 10} more`);
  console.error('Build the declarations: tsc -b packages/api/tsconfig.types.json');
  process.exit(1);
}
if (!files.includes(apiDeclarations)) {
  console.error(
    `apps/web no longer reads ${path.relative(root, apiDeclarations)}: is the AppRouter still imported?`,
  );
  process.exit(1);
}
console.log(`apps/web: ${files.length} files, no workspace sources`);
