import { normalizeFitPassages, type TFitPassages, type TSavedFitPassages } from '@shop/domain';

/**
 * The passages the buyer measured for "Will it fit?", kept in this browser (localStorage) for everyone; a
 * customer's are kept on the account too (`account.fitPassages`).
 */
const KEY = 'shop.fit-passages.v1';

export function readLocalPassages(): TSavedFitPassages {
  try {
    const raw = window.localStorage.getItem(KEY);
    return normalizeFitPassages(raw ? (JSON.parse(raw) as TFitPassages) : null);
  } catch {
    // Storage switched off or a value that is not JSON: nothing measured.
    return normalizeFitPassages(null);
  }
}

export function writeLocalPassages(passages: TSavedFitPassages): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(passages));
  } catch {
    // Storage switched off: the values last as long as the page.
  }
}

export const hasAnyPassage = (passages: TSavedFitPassages) => Object.values(passages).some((v) => v !== null);
