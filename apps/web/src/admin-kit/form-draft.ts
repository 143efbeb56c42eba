/**
 * What a user typed into a back-office form, kept in sessionStorage (this tab only, gone when it closes) under the
 * form's path. A session that ends mid-work sends the user through the login page with a full page load; the draft
 * is what brings their work back afterwards.
 */

const PREFIX = 'shop:draft:';

type TValues = Record<string, unknown>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be switched off (privacy settings): then there simply are no drafts.
    return null;
  }
}

/** The saved draft's values for the fields the form has now; anything else (an older form's field) is dropped. */
export function loadDraft(key: string, fields: readonly string[]): TValues | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const values = Object.fromEntries(
      Object.entries(parsed as TValues).filter(([field]) => fields.includes(field)),
    );
    return Object.keys(values).length ? values : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, values: TValues): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // A full storage loses the draft, not the form.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Whether the values differ from the ones the form opened with (only a real change is worth keeping). */
export function differsFrom(values: TValues, defaults: TValues): boolean {
  return Object.keys(defaults).some(
    (field) => JSON.stringify(values[field]) !== JSON.stringify(defaults[field]),
  );
}
