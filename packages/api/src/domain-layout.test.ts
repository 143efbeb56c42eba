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
const repo = path.join(here, '../../..');
const routersDir = path.join(here, 'routers');
const servicesDir = path.join(here, '../../services/src');
const isFolder = (dir: string, entry: string) => statSync(path.join(dir, entry)).isDirectory();
const folders = (dir: string) => readdirSync(dir).filter((f) => isFolder(dir, f));
const files = (dir: string) => readdirSync(dir).filter((f) => !isFolder(dir, f));
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

/**
 * The one list of domains. A folder in any layer is one of these, or one of the shared folders its layer names
 * below with the reason; a file outside them is one the layer lists as its machinery. A new domain is added here.
 */
const DOMAINS = [
  'account',
  'audit',
  'auth',
  'cart',
  'case',
  'catalogue',
  'checkout',
  'contact',
  'customer',
  'dashboard',
  'delivery',
  'delivery-window',
  'documents',
  'gallery',
  'hotspot',
  'information',
  'material',
  'material-type',
  'order',
  'mail-templates',
  'outbox',
  'password-reset',
  'product',
  'promotion',
  'review',
  'room',
  'room-type',
  'room-view',
  'search',
  'shipment',
  'shipping',
  'site',
  'social',
  'staff',
  'tax',
  'webhooks',
  'wishlist',
];

interface ILayer {
  /** From the repository's root. */
  dir: string;
  /** Folders that are no domain, each with what it holds. */
  shared: Record<string, string>;
  /** Files beside the domain folders: the layer's entry and machinery, no domain's code. */
  flat: string[];
}

const LAYERS: ILayer[] = [
  {
    dir: 'packages/domain/src',
    shared: { common: 'money, text, slugs, pages, CSV cells, shared fields, US states, form posts' },
    flat: ['index.ts'],
  },
  {
    dir: 'packages/db/src',
    shared: {
      entities: 'the list of every entity',
      migrations: 'the migrations per dialect, those both share, and their tests',
      seed: 'the demo shop, across domains',
    },
    flat: [
      'index.ts',
      'columns.ts',
      'data-source.ts',
      'database-state.ts',
      'naming.ts',
      'mysql-timeouts.ts',
      'mysql-timeouts.test.ts',
      'schema-lock.ts',
      'schema-lock.test.ts',
      'sqlite-turns.ts',
      'sqlite-turns.test.ts',
      'undo-migrations.ts',
      'test-database.ts',
      'test-templates.ts',
      'test-templates.global-setup.ts',
    ],
  },
  {
    dir: 'packages/services/src',
    shared: {
      common:
        'the Db, the clock, SQL helpers, the read seam, finders, slugs, passwords, the SKU space, the product rows several domains read',
      images: 'the image resizer',
      mail: 'the mailers',
      payments: 'the payment providers',
      storage: 'the file stores',
      test: 'the fake S3 server',
    },
    flat: ['index.ts', 'create-services.ts', 'errors.ts', 'folder-imports.test.ts'],
  },
  { dir: 'packages/api/src/routers', shared: {}, flat: [] },
  {
    dir: 'packages/api/src',
    shared: { routers: 'the domains', test: 'the procedure tests’ harness and fakes' },
    flat: [
      'index.ts',
      'router.ts',
      'context.ts',
      'trpc.ts',
      'errors.ts',
      'rate-limit.ts',
      'code-attempts.ts',
      'rest.ts',
      'openapi.ts',
      'openapi-routes.ts',
      'openapi-document-routes.ts',
      'domain-layout.test.ts',
      'procedure-names.test.ts',
      'errors.test.ts',
      'image-storage.test.ts',
      'rate-limit.test.ts',
      'rest-access.test.ts',
      'transaction.test.ts',
      'trpc-patch.test.ts',
      'trpc.test.ts',
      'typed-client.test.ts',
      'unavailable.test.ts',
    ],
  },
  {
    dir: 'apps/web/src/features',
    shared: { admin: 'the back-office frame', 'storefront-shell': 'the storefront frame' },
    flat: [],
  },
];

const entries = (dir: string) => readdirSync(path.join(repo, dir)).filter((f) => !f.startsWith('.'));

describe('every layer is foldered by domain', () => {
  it.each(LAYERS)(
    '$dir: a folder per domain, shared folders and machinery named',
    ({ dir, shared, flat }) => {
      const known = new Set([...DOMAINS, ...Object.keys(shared)]);
      const absolute = path.join(repo, dir);
      expect(folders(absolute).filter((folder) => !known.has(folder))).toEqual([]);
      expect(files(absolute).filter((file) => !flat.includes(file))).toEqual([]);
      // What is allowed exists: an allowance left behind by a move would let the next file in unseen.
      const present = entries(dir);
      expect([...Object.keys(shared), ...flat].filter((entry) => !present.includes(entry))).toEqual([]);
    },
  );

  it('every domain has a folder in some layer', () => {
    const used = new Set(LAYERS.flatMap(({ dir }) => folders(path.join(repo, dir))));
    expect(DOMAINS.filter((domain) => !used.has(domain))).toEqual([]);
  });

  it('a web feature folder holds its code, or store/, admin/ and shared/ for its audiences', () => {
    const featuresDir = path.join(repo, 'apps/web/src/features');
    const audiences = folders(featuresDir)
      .filter((feature) => DOMAINS.includes(feature))
      .flatMap((feature) => folders(path.join(featuresDir, feature)).map((sub) => `${feature}/${sub}`));
    expect(audiences.filter((sub) => !/\/(store|admin|shared)$/.test(sub))).toEqual([]);
  });
});

/**
 * Web routes live where their URL says (TanStack Router's file routes), and the URLs are the spec's. So a route's
 * domain is its URL's first segment, or, where the URL does not start with its domain's name, the one written
 * here for its leading segments (parameters left out, the longest match winning), per frame.
 */
const ROUTE_FRAMES = ['_store', 'admin/_panel', 'admin'];
/** The frames' own files, and the storefront's home page, which shows several domains. */
const FRAME_FILES = ['__root.tsx', '_store.tsx', '_store/index.tsx', 'admin/_panel.tsx'];
const URL_DOMAINS: Record<string, Record<string, string>> = {
  _store: {
    'cart/payment': 'checkout',
    'confirm-email': 'account',
    forgot: 'password-reset',
    login: 'auth',
    materials: 'material',
    'my-account': 'account',
    'my-account/order': 'order',
    'my-wishlist': 'wishlist',
    orders: 'order',
    register: 'auth',
    'reset-password': 'password-reset',
    room: 'room-type',
    rooms: 'room',
  },
  'admin/_panel': {
    '': 'dashboard',
    'change-password': 'auth',
    hrm: 'staff',
    'material/type': 'material-type',
    promotions: 'promotion',
    'room/type': 'room-type',
  },
  admin: { login: 'auth', 'set-password': 'staff' },
};

const routesDir = path.join(repo, 'apps/web/src/routes');
const routeFiles = (readdirSync(routesDir, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.tsx?$/.test(file));

/** The route file's domain, and the entry of URL_DOMAINS that named it (none when its first segment did). */
function routeDomain(file: string): { domain: string | undefined; alias?: string } {
  const frame = ROUTE_FRAMES.find((name) => file.startsWith(`${name}/`));
  if (!frame) return { domain: undefined };
  const segments = file
    .slice(frame.length + 1)
    .replace(/\.tsx?$/, '')
    .split(/[./]/)
    .filter((segment) => !segment.startsWith('$') && segment !== 'index' && segment !== 'route');
  for (let n = segments.length; n >= 0; n--) {
    const key = segments.slice(0, n).join('/');
    const domain = URL_DOMAINS[frame]?.[key];
    if (domain && (n > 0 || segments.length === 0)) return { domain, alias: `${frame}:${key}` };
  }
  return { domain: segments[0] };
}

describe('web routes belong to a domain', () => {
  const placed = routeFiles
    .filter((file) => !FRAME_FILES.includes(file))
    .map((file) => [file, routeDomain(file)] as const);

  it('every route file names a domain by its URL or by URL_DOMAINS', () => {
    expect(placed.filter(([, { domain }]) => !DOMAINS.includes(domain ?? '')).map(([file]) => file)).toEqual(
      [],
    );
  });

  it('URL_DOMAINS names domains only, and each of its entries serves a route', () => {
    const used = new Set(placed.map(([, { alias }]) => alias));
    const entries = Object.entries(URL_DOMAINS).flatMap(([frame, table]) =>
      Object.entries(table).map(([key, domain]) => [`${frame}:${key}`, domain] as const),
    );
    expect(entries.filter(([, domain]) => !DOMAINS.includes(domain)).map(([key]) => key)).toEqual([]);
    expect(entries.filter(([key]) => !used.has(key)).map(([key]) => key)).toEqual([]);
    expect(FRAME_FILES.filter((file) => !routeFiles.includes(file))).toEqual([]);
  });
});
