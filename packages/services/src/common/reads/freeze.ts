/**
 * Kept answers are shared by every request that reads them, and more rides on their identity than on their
 * contents: @trpc/server (patched) hands back the output it validated for the same object, and the server keeps
 * the JSON text of that output (json-memo.ts). An answer changed after it was kept would go out stale or wrong, so
 * in development and tests every kept value is frozen, deeply, and a change throws where it is made. Production
 * skips the walk.
 */
const FREEZE_KEPT = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';

function deepFreeze(value: object): void {
  // Buffers and other views cannot be frozen, and nothing of ours keeps one.
  if (Object.isFrozen(value) || ArrayBuffer.isView(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value))
    if (typeof inner === 'object' && inner !== null) deepFreeze(inner as object);
}

/** The value, frozen through and through in development and tests (see FREEZE_KEPT). */
export function freezeKept<T>(value: T): T {
  if (FREEZE_KEPT && typeof value === 'object' && value !== null) deepFreeze(value);
  return value;
}
