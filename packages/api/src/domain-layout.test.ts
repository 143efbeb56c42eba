import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRouter } from './router.js';

/**
 * The domain is the folder in every layer (DESIGN, "One name per domain"): a router folder `material-type` is the
 * router key `materialType`, calls `ctx.services.materialType` only, holds one procedure per file named by its key
 * (`check-slug-material-type.ts` exports `checkSlugMaterialTypeRoute`), and has a services folder of the same name.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const routersDir = path.join(here, 'routers');
const servicesDir = path.join(here, '../../services/src');
const folders = (dir: string) => readdirSync(dir).filter((f) => statSync(path.join(dir, f)).isDirectory());
const camel = (kebab: string) => kebab.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const kebab = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const pascal = (kebabName: string) => camel(kebabName).replace(/^\w/, (c) => c.toUpperCase());
const domains = folders(routersDir);
const source = (domain: string, file: string) => readFileSync(path.join(routersDir, domain, file), 'utf8');
const procedureFiles = (domain: string) =>
  readdirSync(path.join(routersDir, domain)).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.rest.ts') && f !== 'router.ts',
  );

describe('one name per domain in every layer', () => {
  it('mounts every router folder, and only those, under its camel-cased name', () => {
    expect(Object.keys(appRouter._def.record).sort()).toEqual(domains.map(camel).sort());
  });

  it.each(domains)('%s has a services folder of the same name', (domain) => {
    expect(folders(servicesDir)).toContain(domain);
  });

  it.each(domains)('%s keeps its legacy REST table in %s.rest.ts', (domain) => {
    expect(source(domain, `${domain}.rest.ts`)).toContain(`export const ${camel(domain)}Rest = restTable(`);
  });

  it.each(domains)('%s: one procedure per file, named by its key', (domain) => {
    const keys = Object.keys(appRouter._def.procedures)
      .filter((procedurePath) => procedurePath.startsWith(`${camel(domain)}.`))
      .map((procedurePath) => procedurePath.slice(camel(domain).length + 1));
    const expected = keys.map((key) => `${kebab(key)}-${domain}.ts`).sort();
    const files = procedureFiles(domain).filter((f) => /export const \w+Route = /.test(source(domain, f)));
    expect(files.sort()).toEqual(expected);
    for (const key of keys) {
      const routes = source(domain, `${kebab(key)}-${domain}.ts`).match(/export const (\w+Route) = /g) ?? [];
      expect(routes).toEqual([`export const ${key}${pascal(domain)}Route = `]);
    }
  });

  it.each(domains)('%s calls only the service of its own name', (domain) => {
    const called = new Set(
      procedureFiles(domain).flatMap((f) =>
        [...source(domain, f).matchAll(/ctx\.services\.(\w+)/g)].map((m) => m[1]),
      ),
    );
    expect([...called]).toEqual([camel(domain)]);
  });
});
