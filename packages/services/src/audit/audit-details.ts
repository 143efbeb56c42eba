/** Keys whose values never reach the log, at any depth: passwords, tokens, secrets. */
export const SECRET_KEY = /password|token|secret/i;
/** A text longer than this is cut, with an ellipsis. */
export const AUDIT_TEXT_LIMIT = 200;
/** Characters of text kept in one entry in all; past it, values become '…'. Bounds what one call can write. */
export const AUDIT_DETAILS_BUDGET = 4000;
/** Keys of one object and items of one list kept; nesting deeper than this is summarised. */
const ITEMS_LIMIT = 50;
const DEPTH_LIMIT = 4;

const CUT = '…';

/**
 * A call's input made fit for the audit log: secret keys dropped, long texts cut, lists and nesting bounded, and
 * a budget for the whole, so that whatever a client sends, an entry stays small and holds no password.
 */
export function auditDetails(input: unknown): Record<string, unknown> {
  let budget = AUDIT_DETAILS_BUDGET;
  const text = (value: string): string => {
    if (budget <= 0) return CUT;
    const kept = value.length > AUDIT_TEXT_LIMIT ? `${value.slice(0, AUDIT_TEXT_LIMIT)}${CUT}` : value;
    const fitted = kept.length > budget ? `${kept.slice(0, budget)}${CUT}` : kept;
    budget -= fitted.length;
    return fitted;
  };
  const clean = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value === 'boolean') return value;
    if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
    if (typeof value === 'string') return text(value);
    if (typeof value !== 'object') return value === undefined ? undefined : text(String(value));
    if (depth >= DEPTH_LIMIT) return CUT;
    if (Array.isArray(value)) {
      const items = value.slice(0, ITEMS_LIMIT).map((item) => clean(item, depth + 1) ?? null);
      return value.length > ITEMS_LIMIT ? [...items, `${CUT} ${value.length - ITEMS_LIMIT} more`] : items;
    }
    const out: Record<string, unknown> = {};
    const entries = Object.entries(value).filter(([key]) => !SECRET_KEY.test(key));
    for (const [key, item] of entries.slice(0, ITEMS_LIMIT)) {
      const cleaned = clean(item, depth + 1);
      if (cleaned !== undefined) out[text(key)] = cleaned;
    }
    if (entries.length > ITEMS_LIMIT) out[CUT] = `${entries.length - ITEMS_LIMIT} more keys`;
    return out;
  };
  const cleaned = clean(input, 0);
  if (cleaned === undefined) return {};
  return typeof cleaned === 'object' && cleaned !== null && !Array.isArray(cleaned)
    ? (cleaned as Record<string, unknown>)
    : { input: cleaned };
}

/** The record a call is about: its input's `id` when that is a positive whole number (REST sends it as text). */
export function auditEntityId(input: unknown): number | null {
  const raw = (input as { id?: unknown } | null | undefined)?.id;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
