import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appRouter } from './router.js';

/**
 * A procedure and the service method it calls share a name: `product.getList` calls
 * `ctx.services.product.admin.getList`, so following a call from the web to the service needs no lookup table.
 * Procedures that call no service (the session reads) are left out; one that calls several (a login also ends the
 * old session) calls one of its own name.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The service methods a procedure's file calls: the last name of each `ctx.services.<...>.<name>(`. */
function calledMethods(procedurePath: string): string[] {
  const [domain, key] = procedurePath.split('.') as [string, string];
  // The file of a procedure is named by its key and domain (domain-layout.test.ts holds every router to that).
  const file = path.join(here, 'routers', kebab(domain), `${kebab(key)}-${kebab(domain)}.ts`);
  const source = readFileSync(file, 'utf8').replace(/\s*\n\s*\./g, '.');
  const calls = [...source.matchAll(/ctx\.services((?:\.\w+)+)\(/g)].map((m) => m[1]!.split('.').pop()!);
  return [...new Set(calls)].sort();
}

const procedures = Object.keys(appRouter._def.procedures).sort();
const calling = procedures.filter((procedurePath) => calledMethods(procedurePath).length > 0);

describe('a procedure and the service method it calls share a name', () => {
  it('finds the service calls of most procedures (the file reading works)', () => {
    expect(calling.length).toBeGreaterThan(procedures.length * 0.9);
    expect(calledMethods('product.getList')).toEqual(['getList']);
  });

  it.each(calling)('%s', (procedurePath) => {
    const key = procedurePath.split('.')[1]!;
    const called = calledMethods(procedurePath);
    if (called.length === 1) expect(called[0]).toBe(key);
    else expect(called).toContain(key);
  });
});
