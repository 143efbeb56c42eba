import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// Everything the SPA calls lives on the Fastify server; in dev it runs beside Vite on port 3000.
const API = process.env.SHOP_API_ORIGIN ?? 'http://localhost:3000';

/**
 * Our content security policy forbids eval. zod checks whether it may compile validators with new Function() the
 * moment a schema is built, long before any app code could call z.config(), and the browser reports that probe as a
 * policy violation on every page. Setting zod's global config first thing in its own core module answers the
 * question before it is asked.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'zod-without-eval',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return null;
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
    },
  };
}

/**
 * A CSS module's classes are named `<module>_<class>` (`CartLink_cart-link__count` for `.cart-link__count` in
 * CartLink.module.css): readable in the HTML, and the same in the server's render and the browser's, which build
 * separately. Module file names are unique (global-styles.test.ts), so no two modules can make the same name.
 */
export function scopedClassName(local: string, file: string): string {
  return `${path.basename(file.split('?')[0]!, '.module.css')}_${local}`;
}

const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/** The classes a CSS module's selectors define (its :global() parts left out). */
function moduleClasses(file: string): Set<string> {
  const selectors = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/:global\([^)]*\)/g, '')
    .replace(/\{[^{}]*\}/g, ';')
    .replace(/\[[^\]]*\]/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/**
 * In the build, `styles.x` becomes the string "Module_x" where it is written, and the module's import a plain CSS
 * import: the names are known when the file is compiled, so the browser gets no class-name tables, and no chunk of
 * its own for a module two screens share (each such chunk cost the entry a line in its preload table). A name the
 * module does not define fails the build. The dev server keeps Vite's own tables.
 */
function inlineCssModuleNames(): Plugin {
  return {
    name: 'inline-css-module-names',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // Route files are also loaded in pieces, as `route.tsx?tsr-split=component`.
      const source = id.split('?')[0]!;
      if (!/\.tsx?$/.test(source) || !code.includes('.module.css')) return null;
      let out = code;
      for (const [statement, binding, specifier] of code.matchAll(
        /^import (\w+) from '([^']+\.module\.css)';$/gm,
      )) {
        const file = specifier!.startsWith('#/')
          ? path.join(SRC, specifier!.slice(2))
          : path.resolve(path.dirname(source), specifier!);
        const defined = moduleClasses(file);
        const prefix = `${path.basename(file, '.module.css')}_`;
        out = out.replace(statement, `import '${specifier}';`);
        const uses = new RegExp(
          `\\b${binding}(?:\\.([A-Za-z_]\\w*)|\\['([^']+)'\\]|\\[\`([^\`]*)\`\\])`,
          'g',
        );
        out = out.replace(uses, (_, dotted?: string, quoted?: string, template?: string) => {
          const name = dotted ?? quoted ?? template!.split('${')[0]!;
          const known =
            template === undefined ? defined.has(name) : [...defined].some((c) => c.startsWith(name));
          if (!known) this.error(`${id}: ${path.basename(file)} defines no class .${name}`);
          return template === undefined ? JSON.stringify(prefix + name) : `\`${prefix}${template}\``;
        });
        // Anything left (styles?.x, the table handed on whole) would name an import that is gone.
        if (new RegExp(`\\b${binding}\\s*[.[?]|[({,=]\\s*${binding}\\s*[,)}]`).test(out))
          this.error(`${id}: ${binding} is used other than as ${binding}.name or ${binding}['name']`);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Vite marks a CSS module free of side effects, so a module whose names were all inlined (nothing reads its table
 * any more) would be dropped from the bundle together with its CSS: this keeps it.
 */
function keepInlinedCssModules(): Plugin {
  return {
    name: 'keep-inlined-css-modules',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.module\.css(\?|$)/.test(id)) return null;
      return { code, map: null, moduleSideEffects: 'no-treeshake' };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // `#/lib/trpc` means src/lib/trpc: the same alias as tsconfig.json's `paths` (and the root vitest.config.ts).
  resolve: { alias: [{ find: /^#\//, replacement: SRC }] },
  plugins: [
    zodWithoutEval(),
    inlineCssModuleNames(),
    keepInlinedCssModules(),
    // Must come before the React plugin: it rewrites route files into lazily loaded chunks.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  css: { modules: { generateScopedName: scopedClassName } },
  server: {
    port: 5173,
    proxy: {
      '/trpc': API,
      '/api': API,
      '/images': API,
      '/healthz': API,
    },
  },
  // The server's render (src/entry-server.tsx, built to dist-server/) carries its libraries inside, in their
  // production builds, so it runs from the built files alone and as fast as React can draw.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, emptyOutDir: true }
    : {
        // The server serves hashed files under /assets/ with long-lived cache headers.
        assetsDir: 'assets',
        // All styles, the modules of lazily loaded screens included, travel in the one stylesheet index.html links:
        // a server-drawn page is styled before any script runs, and a screen never waits for its CSS.
        cssCodeSplit: false,
        sourcemap: true,
        // Every browser the shop supports follows <link rel="modulepreload"> itself (Safari since 17); one that does
        // not still loads each module when it is imported. The polyfill cost the entry 300 gzipped bytes.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // The libraries every page needs travel as one file: one request, and gzip finds more repeats in one
            // stream than in eight small ones. The few small modules of our own that the entry shares with screens
            // (the roles, the search parsers, the API error reader) go with them rather than in files of their own,
            // each of which would cost the entry a request and gzip's per-file overhead. So does Vite's preload
            // helper, which the bundler otherwise puts in a file of its own once the entry loads a module lazily
            // (the storefront heads): 828 gzipped bytes and a request more for the entry.
            // And so do the CSS modules, whose JavaScript is empty once their names are inlined
            // (inlineCssModuleNames): one shared by two screens would otherwise be an empty file of its own, a
            // request and a line in the entry's preload table each.
            advancedChunks: {
              groups: [
                {
                  name: 'framework',
                  test: /\.module\.css$|vite[\\/]preload-helper|node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+|@trpc[\\/][^\\/]+)[\\/]|[\\/]src[\\/]lib[\\/](search-params|api-errors)\.ts$|[\\/]packages[\\/]domain[\\/]src[\\/]common[\\/]constants\.ts$/,
                },
              ],
            },
          },
        },
      },
}));
