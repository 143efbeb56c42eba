import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Styles cannot collide: a component's classes live in a CSS module beside it, and the global sheets hold only
 * tokens, resets, element styles and the few utilities below. A class added to a global sheet fails here: give it
 * a module instead (or, for a true utility used everywhere, add it to this list with a reason).
 */
const GLOBAL_CLASSES = new Set([
  // Hidden from sight, not from screen readers (and the file inputs behind styled labels).
  'sr-only',
  'sr-only-input',
  // The first tab stop of both layouts.
  'skip-link',
  // The page's width and gutters, on every screen.
  'container',
  // Buttons and icon buttons: one look for links and buttons across the storefront and the back-office.
  'button',
  'button--ghost',
  'button--danger',
  'button--danger-text',
  'button--small',
  'button--large',
  'button--block',
  'icon-button',
  'icon-button--danger',
  'is-disabled',
]);

const SRC = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(dir, file));
}

/** The class names a sheet's selectors use (comments, declarations and attribute selectors left out). */
export function selectorClasses(css: string): string[] {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;]*;/g, '')
    .replace(/\{[^{}]*\}/g, ';')
    .replace(/\[[^\]]*\]/g, '');
  return [...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

const globalSheets = cssFiles(SRC).filter((file) => !file.endsWith('.module.css'));
const modules = cssFiles(SRC).filter((file) => file.endsWith('.module.css'));

describe('global styles', () => {
  it('are only styles.css and styles/*.css: every other sheet is a module', () => {
    const allowed = (file: string) => file === 'styles.css' || /^styles\/[^/]+\.css$/.test(file);
    expect(globalSheets.map((file) => path.relative(SRC, file)).filter((file) => !allowed(file))).toEqual([]);
  });

  it('define no class outside the list of global utilities', () => {
    const strays = globalSheets.flatMap((file) =>
      selectorClasses(readFileSync(file, 'utf8'))
        .filter((name) => !GLOBAL_CLASSES.has(name))
        .map((name) => `${path.relative(SRC, file)}: .${name}`),
    );
    expect(strays).toEqual([]);
  });

  it('finds a class in a sheet, and not in a comment, declaration or attribute selector', () => {
    const css =
      '@import "./x.css"; /* .gone */ .a .b--c:hover, a[href=".x"] > .d { background: url(./e.png); }';
    expect(selectorClasses(css)).toEqual(['a', 'b--c', 'd']);
  });
});

describe('CSS modules', () => {
  it("define the classes the server's own error page uses by their built names (apps/server page-html.ts)", () => {
    const page = readFileSync(path.join(SRC, '../../server/src/routes/page-html.ts'), 'utf8');
    const used = [...page.matchAll(/([A-Za-z][A-Za-z0-9-]*)_([a-z][\w-]*)/g)].filter(([, module]) =>
      modules.some((file) => path.basename(file) === `${module}.module.css`),
    );
    expect(used.length).toBeGreaterThanOrEqual(6);
    for (const [name, module, local] of used) {
      const file = modules.find((candidate) => path.basename(candidate) === `${module}.module.css`)!;
      expect(selectorClasses(readFileSync(file, 'utf8')), name).toContain(local);
    }
  });

  it('have unique file names, so the class names made from them (vite.config.ts) are unique too', () => {
    const names = modules.map((file) => path.basename(file));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('sit beside the component they are named after, or in styles/ when several components share them', () => {
    // A route file is named by its URL (index.tsx, $id.tsx), so its module takes the name of the route's component.
    const stray = modules
      .map((file) => path.relative(SRC, file))
      .filter((file) => !file.startsWith(`styles${path.sep}`))
      .filter((file) => {
        const dir = path.join(SRC, path.dirname(file));
        const component = path.basename(file, '.module.css');
        return !readdirSync(dir)
          .filter((name) => name.endsWith('.tsx'))
          .some(
            (name) =>
              name === `${component}.tsx` ||
              readFileSync(path.join(dir, name), 'utf8').includes(`component: ${component},`),
          );
      });
    expect(stray).toEqual([]);
  });

  it('define no class of the global list, which would shadow it under another name', () => {
    const shadows = modules.flatMap((file) =>
      selectorClasses(readFileSync(file, 'utf8').replace(/:global\([^)]*\)/g, ''))
        .filter((name) => GLOBAL_CLASSES.has(name))
        .map((name) => `${path.relative(SRC, file)}: .${name}`),
    );
    expect(shadows).toEqual([]);
  });
});
