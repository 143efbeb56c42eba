import crypto from 'node:crypto';
import {
  FIXTURE_NAMES,
  FIXTURES_PATH,
  FIXTURES_TOKEN_HEADER,
  type TFixtureFactory,
  type TFixtureName,
} from '../src/routes/test-fixtures.js';

/** What a value becomes on its way through JSON: its dates are strings. */
export type TJson<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? TJson<U>[]
    : T extends object
      ? { [K in keyof T]: TJson<T[K]> }
      : T;

/**
 * The seed factories of @shop/db, run by the server under test (routes/test-fixtures.ts):
 * `await server.seed.product({ stock: 5 })` answers the saved product as JSON.
 */
export type TSeedCalls = {
  [N in TFixtureName]: (
    over?: Parameters<TFixtureFactory<N>>[1],
  ) => Promise<TJson<Awaited<ReturnType<TFixtureFactory<N>>>>>;
};

/** A token for a server's fixtures route: random, so that nothing but this run's tests can call it. */
export const newFixturesToken = () => crypto.randomBytes(16).toString('hex');

export function seedCalls(url: string, token: string): TSeedCalls {
  const call = async (name: TFixtureName, over: unknown) => {
    const res = await fetch(`${url}${FIXTURES_PATH}/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        [FIXTURES_TOKEN_HEADER]: token,
      },
      body: JSON.stringify(over ?? {}),
    });
    if (!res.ok) throw new Error(`fixture ${name} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  return Object.fromEntries(
    FIXTURE_NAMES.map((name) => [name, (over?: unknown) => call(name, over)]),
  ) as TSeedCalls;
}
