// Bundles the server and CLI with the workspace packages inlined; npm dependencies stay external and load from
// node_modules at run time (native ones such as better-sqlite3 and sharp cannot be bundled).
import { build, context } from 'esbuild';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

const options = {
  absWorkingDir: here,
  // in-process.js: the shop inside a test's own process (REST suites with settings of their own).
  entryPoints: ['src/main.ts', 'src/cli.ts', 'src/in-process.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Code behind a dynamic import() (the S3 storage, say) goes into chunks of its own, so the npm packages it imports
  // load when it is first needed: in one file, an ESM bundle's static imports all load at start wherever they sit.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.kind === 'entry-point' || args.path.startsWith('@shop/')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
};

if (process.argv.includes('--watch')) {
  // `pnpm dev`: rebuild on every change; `node --watch` beside it restarts the server.
  await (await context(options)).watch();
  console.log('server: watching for changes');
} else {
  await build(options);
  console.log('server built: dist/main.js, dist/cli.js');
}
