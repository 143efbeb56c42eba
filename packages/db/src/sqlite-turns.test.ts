import { afterEach, describe, expect, it, vi } from 'vitest';
import { SQLITE_TURN_TIMEOUT_MS, SqliteTurns } from './sqlite-turns.js';

/** A statement that stays in flight until `finish` is called, recording when it ran. */
function statementOf(log: string[], name: string) {
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      log.push(`${name} runs`);
      await finished;
      return name;
    },
    finish,
  };
}

const ticks = () => new Promise((resolve) => setImmediate(resolve));

describe('SqliteTurns', () => {
  afterEach(() => vi.useRealTimers());

  it('runs statements at once while no transaction holds the connection', async () => {
    const turns = new SqliteTurns();
    const log: string[] = [];
    const [a, b] = [statementOf(log, 'a'), statementOf(log, 'b')];
    const answers = [turns.statement({}, a.run), turns.statement({}, b.run)];
    expect(log).toEqual(['a runs', 'b runs']);
    a.finish();
    b.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b']);
  });

  it('starts a transaction once the statements in flight are done, and holds others back until it ends', async () => {
    const turns = new SqliteTurns();
    const log: string[] = [];
    const [owner, other] = [{}, {}];
    const inFlight = statementOf(log, 'in flight');
    void turns.statement(other, inFlight.run);
    const begun = Promise.resolve(turns.begin(owner)).then(() => log.push('transaction begins'));
    const later = statementOf(log, 'later');
    const laterAnswer = turns.statement(other, later.run);
    await ticks();
    expect(log).toEqual(['in flight runs']);
    inFlight.finish();
    await begun;
    // The transaction's own statements run at once; the later one waits for its end.
    const own = statementOf(log, 'own');
    const ownAnswer = turns.statement(owner, own.run);
    own.finish();
    await ownAnswer;
    await ticks();
    expect(log).toEqual(['in flight runs', 'transaction begins', 'own runs']);
    turns.end(owner);
    await ticks();
    expect(log.at(-1)).toBe('later runs');
    later.finish();
    expect(await laterAnswer).toBe('later');
  });

  it('serves waiters in arrival order: a transaction is not starved by statements after it', async () => {
    const turns = new SqliteTurns();
    const log: string[] = [];
    const [first, second] = [{}, {}];
    await turns.begin(first);
    const secondBegins = Promise.resolve(turns.begin(second)).then(() => log.push('second begins'));
    const statement = statementOf(log, 'statement');
    void turns.statement({}, statement.run);
    turns.end(first);
    await secondBegins;
    await ticks();
    expect(log).toEqual(['second begins']);
    turns.end(second);
    await ticks();
    expect(log).toEqual(['second begins', 'statement runs']);
  });

  it('fails a statement that waited longer than the busy timeout as SQLITE_BUSY would, and forgets it', async () => {
    vi.useFakeTimers();
    const turns = new SqliteTurns();
    const owner = {};
    await turns.begin(owner);
    const run = vi.fn(async () => 'never');
    const waiting = turns.statement({}, run);
    const failure = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SQLITE_TURN_TIMEOUT_MS);
    expect(await failure).toMatchObject({ code: 'SQLITE_BUSY_TIMEOUT' });
    turns.end(owner);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
    // The connection is free again for whoever comes next.
    expect(await turns.statement({}, async () => 'next')).toBe('next');
  });
});
