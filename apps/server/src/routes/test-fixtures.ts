import crypto from 'node:crypto';
import type * as Seed from '@shop/db/seed';
import { Db } from '@shop/services';
import type { FastifyInstance } from 'fastify';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * The seed factories a test may call, by the name its path ends in. The REST suites share one server per dialect
 * and run side by side: a row they need is written by the server itself, through its own connection and turns,
 * so it can neither fail a request's transaction (a second SQLite connection's write fails it with
 * SQLITE_BUSY_SNAPSHOT) nor leave a kept list stale.
 */
const FACTORIES = {
  room: 'seedRoom',
  roomType: 'seedRoomType',
  materialType: 'seedMaterialType',
  material: 'seedMaterial',
  product: 'seedProduct',
  socialLink: 'seedSocialLink',
  galleryImage: 'seedGalleryImage',
  hotspot: 'seedHotspot',
  customer: 'seedCustomer',
  staff: 'seedStaff',
  order: 'seedOrder',
  review: 'seedReview',
  contactMessage: 'seedContactMessage',
  catalogue: 'seedCatalogue',
} as const satisfies Record<string, keyof typeof Seed>;

export type TFixtureName = keyof typeof FACTORIES;
export const FIXTURE_NAMES = Object.keys(FACTORIES) as TFixtureName[];
export type TFixtureFactory<N extends TFixtureName> = (typeof Seed)[(typeof FACTORIES)[N]];

export const FIXTURES_PATH = '/__test/fixtures';
export const FIXTURES_TOKEN_HEADER = 'x-test-fixtures-token';

/** How JSON carries a Date (`Date.prototype.toJSON`): such strings are dates again for the factory. */
const JSON_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function reviveDates(value: unknown): unknown {
  if (typeof value === 'string') return JSON_DATE.test(value) ? new Date(value) : value;
  if (Array.isArray(value)) return value.map(reviveDates);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, reviveDates(inner)]));
  return value;
}

/** Compared as digests, so that neither the length nor the first differing byte shows in the time taken. */
function isToken(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * POST /__test/fixtures/<name> with the token in X-Test-Fixtures-Token and the factory's overrides as the JSON
 * body: runs the seed factory in one transaction and answers the saved rows. Registered only when
 * TEST_FIXTURES_TOKEN is set: a shop started without it has no such path at all (404, as any unknown one).
 */
export async function registerTestFixtures(
  app: FastifyInstance,
  dataSource: DataSource,
  token: string | undefined,
) {
  if (!token) return;
  // Loaded only under the flag, as the demo seed is: a normal start never evaluates the factories.
  const seed = await import('@shop/db/seed');
  app.post<{ Params: { name: string } }>(`${FIXTURES_PATH}/:name`, async (request, reply) => {
    if (!isToken(request.headers[FIXTURES_TOKEN_HEADER], token))
      return reply.code(403).send({ message: 'Forbidden.' });
    const { name } = request.params;
    if (!Object.hasOwn(FACTORIES, name)) return reply.code(404).send({ message: `No fixture ${name}.` });
    const factory = seed[FACTORIES[name as TFixtureName]] as (
      manager: EntityManager,
      over: unknown,
    ) => Promise<unknown>;
    const over = reviveDates(request.body ?? {});
    return Db.of(dataSource).writeAround((manager) => factory(manager, over));
  });
}
