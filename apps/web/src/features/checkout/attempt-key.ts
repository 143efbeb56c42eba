/**
 * Idempotency keys for the payment calls (ZIdempotencyKey: 16 to 64 letters and digits). 128 random bits as hex;
 * getRandomValues works on plain-HTTP hosts too, where crypto.randomUUID does not exist.
 */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per checkout attempt: the same cart, address and speed ask again with the same key (a double click, a
 * retry after a lost answer, a reload), so the server answers with the order it already made instead of a second
 * one. Anything different is a new attempt with a new key.
 */
export function createAttemptKeys(
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  storageKey: string,
) {
  let memory: { attempt: string; key: string } | null = null;

  function load(): { attempt: string; key: string } | null {
    try {
      const raw = storage()?.getItem(storageKey);
      if (raw) {
        const parsed = JSON.parse(raw) as unknown;
        if (
          typeof parsed === 'object' &&
          parsed !== null &&
          typeof (parsed as { attempt?: unknown }).attempt === 'string' &&
          typeof (parsed as { key?: unknown }).key === 'string'
        )
          return parsed as { attempt: string; key: string };
      }
    } catch {
      // Unreadable or refused storage: the memory copy serves this tab.
    }
    return memory;
  }

  return {
    /** The key for this attempt (anything JSON can describe), made on first use and kept for this tab's session. */
    keyFor(attempt: unknown): string {
      const described = JSON.stringify(attempt);
      const saved = load();
      if (saved?.attempt === described) return saved.key;
      memory = { attempt: described, key: newAttemptKey() };
      try {
        storage()?.setItem(storageKey, JSON.stringify(memory));
      } catch {
        // Kept in memory only.
      }
      return memory.key;
    },
    /** After the order was paid or cancelled: the same cart again is a new order. */
    forget(): void {
      memory = null;
      try {
        storage()?.removeItem(storageKey);
      } catch {
        // Nothing kept.
      }
    },
  };
}

/** The initiate call's keys, kept in sessionStorage: per tab, and gone when the tab closes. */
export const initiateKeys = createAttemptKeys(
  () => (typeof window === 'undefined' ? null : window.sessionStorage),
  'shop.checkout.attempt.v1',
);
