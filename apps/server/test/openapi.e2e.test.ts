import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PASSWORD } from './built-server.js';
import { sharedServers } from './shared-servers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'openapi-client');
const tsc = path.resolve(here, '../../../tooling/typescript-native/node_modules/typescript/bin/tsc');

interface IOperation {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string } }[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

/** Generates the client from the served document and type-checks the calls against it, once per run. */
let compiled: Promise<void> | undefined;
async function generateClient(source: string) {
  fs.mkdirSync(path.join(clientDir, 'generated'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'generated', 'schema.ts'), astToString(await openapiTS(source)));
  execFileSync(process.execPath, [tsc, '-p', path.join(clientDir, 'tsconfig.json')], { stdio: 'pipe' });
}

describe.each(sharedServers())('the OpenAPI document on $dialect', (server) => {
  let source: string;
  let operations: [string, IOperation][];
  beforeAll(async () => {
    source = await (await fetch(`${server.url}/api/openapi.json`)).text();
    const document = JSON.parse(source) as { paths: Record<string, Record<string, IOperation>> };
    operations = Object.entries(document.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]): [string, IOperation] => [`${method.toUpperCase()} ${p}`, op]),
    );
  });

  it('passes a real OpenAPI linter with zero errors', async () => {
    // The spec names the image path with its trailing slash (GET /api/get-image/), so that one rule stays off.
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-path-trailing-slash': 'off' },
    });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('declares the XHR header on every POST, 422 with the errors map, and never 400', () => {
    // The payment webhook is Stripe's, signed instead of cookie-bound: no XHR header, 400 for a bad signature.
    const webhook = 'POST /payment/webhook';
    for (const [route, op] of operations) {
      if (route === webhook) {
        expect(
          op.parameters?.some((p) => p.name === 'X-Requested-With'),
          route,
        ).toBe(false);
        expect(op.responses['400'], route).toBeDefined();
        continue;
      }
      if (route.startsWith('POST ')) {
        const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'X-Requested-With');
        expect(header?.required, route).toBe(true);
        expect(op.responses['403'], route).toBeDefined();
      }
      expect(op.responses['400'], route).toBeUndefined();
    }
    const create = Object.fromEntries(operations)['POST /room/create']!;
    expect(create.responses['422']!.content!['application/json']!.schema!.$ref).toBe(
      '#/components/schemas/Error',
    );
    expect(JSON.parse(source).components.schemas.Error.properties.errors.additionalProperties.type).toBe(
      'array',
    );
  });

  it('answers a repeated query parameter with 422 on that parameter, on every documented call', async () => {
    const checked: string[] = [];
    for (const [route, op] of operations) {
      const [method, documented] = route.split(' ') as [string, string];
      const single = (op.parameters ?? []).filter((p) => p.in === 'query' && p.schema?.type !== 'array');
      const url = `${server.url}/api${documented.replace(/\{[^}]+\}/g, '1')}`;
      for (const { name } of single) {
        const response = await fetch(`${url}?${name}=1&${name}=2`, {
          method,
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        });
        const body = (await response.json()) as { errors?: Record<string, string[]> };
        expect([response.status, Object.keys(body.errors ?? {})], `${route} ?${name}`).toEqual([422, [name]]);
        checked.push(`${route} ?${name}`);
      }
    }
    // A plain route (the catalogue upload), a procedure query and a list page are among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /catalogue/import ?filename',
        'GET /tax/report ?from',
        'GET /room/get-list ?page',
      ]),
    );
  });

  it('names only the right session cookie and the statuses each call answers', () => {
    const ops = Object.fromEntries(operations);
    expect(ops['POST /room/create']!.security).toEqual([{ staffSession: [] }]);
    expect(ops['GET /room/get-list']!.security).toEqual([]);
    expect(ops['GET /room/get-list']!.responses['401']).toBeUndefined();
    expect(Object.keys(ops['POST /room/delete/{id}']!.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '422']),
    );
    expect(Object.keys(ops['POST /admin/login']!.responses)).toEqual(expect.arrayContaining(['401', '429']));
    expect(ops['POST /room/create']!.responses['404']).toBeUndefined();
  });

  // Type-checking the client is a whole tsc run: seconds alone, more beside another suite's work.
  it('generates a typed client that type-checks and makes real calls', async () => {
    compiled ??= generateClient(source);
    await compiled;

    // A path the compiler does not follow: the client is type-checked on its own, against the generated types.
    const callsModule = './openapi-client/calls.js';
    const { legacyClientJourney } = (await import(callsModule)) as {
      legacyClientJourney: (url: string, email: string, password: string) => Promise<unknown>;
    };
    const outcome = await legacyClientJourney(server.url, 'admin@shop.test', STAFF_PASSWORD);
    expect(outcome).toEqual({
      loggedInAs: 'admin@shop.test',
      createdSlug: 'client-room',
      listed: ['client-room'],
      detailName: 'Client Room',
      invalidFields: ['name', 'slug'],
      invalidStatus: 422,
      removed: true,
      goneStatus: 404,
    });
  }, 120_000);
});
