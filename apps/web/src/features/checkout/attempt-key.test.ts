import { ZIdempotencyKey } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newAttemptKey } from './attempt-key';

function memoryStorage(refuse = false) {
  const map = new Map<string, string>();
  const guard = () => {
    if (refuse) throw new Error('refused');
  };
  return {
    getItem: (key: string) => (guard(), map.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void map.set(key, value)),
    removeItem: (key: string) => (guard(), void map.delete(key)),
  };
}

describe('attempt keys', () => {
  it('are valid idempotency keys and differ each time', () => {
    const a = newAttemptKey();
    expect(ZIdempotencyKey.safeParse(a).success).toBe(true);
    expect(newAttemptKey()).not.toBe(a);
  });

  it('repeat for the same attempt, change for another, and survive a reload of the page', () => {
    const storage = memoryStorage();
    const keys = createAttemptKeys(() => storage, 'k');
    const attempt = { lines: [{ productId: 1, quantity: 2 }], tier: 'Express' };
    const first = keys.keyFor(attempt);
    expect(keys.keyFor({ ...attempt })).toBe(first);
    const other = keys.keyFor({ ...attempt, tier: 'Standard' });
    expect(other).not.toBe(first);
    // A new page load reads what this tab saved.
    expect(createAttemptKeys(() => storage, 'k').keyFor({ ...attempt, tier: 'Standard' })).toBe(other);
  });

  it('start afresh once forgotten (the order was paid or cancelled)', () => {
    const keys = createAttemptKeys(() => memoryStorage(), 'k');
    const first = keys.keyFor('same');
    keys.forget();
    expect(keys.keyFor('same')).not.toBe(first);
  });

  it('still repeat within the page when storage is refused', () => {
    const keys = createAttemptKeys(() => memoryStorage(true), 'k');
    expect(keys.keyFor('same')).toBe(keys.keyFor('same'));
  });
});
