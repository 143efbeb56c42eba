import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TITLED_ROUTES } from './screen-titles';

const ADMIN_ROUTES = fileURLToPath(new URL('../../routes/admin/', import.meta.url));

/** The ids of the back-office routes whose head() is adminHead. */
function routesWithAdminHead(): string[] {
  return readdirSync(ADMIN_ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => readFileSync(path.join(ADMIN_ROUTES, file), 'utf8'))
    .filter((source) => /\bhead: adminHead\b/.test(source))
    .map((source) => /createFileRoute\('([^']+)'\)/.exec(source)![1]!);
}

describe('back-office screen titles', () => {
  it('has a title for each route whose head() is adminHead, and none for another route', () => {
    const routes = routesWithAdminHead();
    expect(routes.length).toBeGreaterThan(30);
    expect([...routes].sort()).toEqual([...TITLED_ROUTES].sort());
  });
});
