import { passwordEmailProblem } from '@shop/domain';

type TStrength = 'weak' | 'fair' | 'strong';

export interface IStrengthHint {
  strength: TStrength;
  reason: string;
}

/** Kinds of characters used: lowercase, uppercase, digits, and everything else (symbols, spaces, accents). */
function characterKinds(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password)).length;
}

/** One character repeated, or a run such as 12345678 or abcdefgh: the first things a guesser tries. */
function isRepeatOrRun(password: string): boolean {
  if (/^(.)\1+$/.test(password)) return true;
  const codes = [...password.toLowerCase()].map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((code, i) => code - codes[i]!));
  return steps.size === 1 && [1, -1].includes([...steps][0]!);
}

/**
 * A rule-based strength hint that costs nothing to ship (a full estimator such as zxcvbn would weigh more than
 * the whole storefront). It only advises: the server has the final word, including the common-password list.
 */
export function rateStrength(password: string, email = ''): IStrengthHint | null {
  if (!password) return null;
  if (!password.trim()) return { strength: 'weak', reason: 'it is only spaces.' };
  if (password.length < 8) return { strength: 'weak', reason: 'use at least 8 characters.' };
  if (email && passwordEmailProblem(password, email))
    return { strength: 'weak', reason: 'it contains your email address.' };
  if (isRepeatOrRun(password)) return { strength: 'weak', reason: 'a repeat or a run is guessed first.' };
  const kinds = characterKinds(password);
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3))
    return { strength: 'strong', reason: 'long and varied.' };
  if (password.length >= 12)
    return { strength: 'fair', reason: 'add digits or symbols, or a few more words.' };
  if (kinds >= 3) return { strength: 'fair', reason: 'longer is stronger: aim for 12 characters or more.' };
  return { strength: 'weak', reason: 'short and simple: use 12 characters or a few words.' };
}
