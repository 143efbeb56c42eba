import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const apiDeclarations = fileURLToPath(new URL('../../../packages/api/types/index.d.ts', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Every file of the web app's TypeScript program, as `tsc` resolves it: parsed, not checked. */
function programFiles(): string[] {
  const listed = execFileSync(process.execPath, [tsc, '-p', webDir, '--listFilesOnly'], { encoding: 'utf8' });
  return listed.split('\n').filter((line) => line !== '');
}

/**
 * The web app imports the AppRouter type from @shop/api; its tsconfig's "shop-types" condition points every
 * workspace package at its emitted declarations. A package whose declarations are missing falls back to its
 * sources without a word, and the web check would walk the whole server again.
 */
describe("the web app's TypeScript program", () => {
  it('takes the workspace packages from their declarations, never from their sources', () => {
    const files = programFiles();

    const sources = files.filter((file) => /\/packages\/[^/]+\/src\//.test(file));
    expect(sources, 'declarations missing? `pnpm build` writes them').toEqual([]);
    expect(files).toContain(apiDeclarations);
  }, 120_000);
});
