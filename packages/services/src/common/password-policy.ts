import { PASSWORD_PATTERN_MESSAGES, passwordEmailProblem, passwordPatternProblem } from '@shop/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { FieldValidationError } from '../errors.js';

/**
 * The common-password list that zxcvbn-ts keeps (about 49 000 entries from leaked-password corpora). Built on
 * first use, so processes that never set a password never pay for it.
 */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/** Rows of a QWERTY keyboard, each also typed backwards: a password along one is tried as early as 12345678. */
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [
  row,
  [...row].reverse().join(''),
]);
const isKeyboardRun = (password: string) => KEYBOARD_ROWS.some((row) => row.includes(password.toLowerCase()));

/**
 * Why a new password is refused, or null. The zod schema already refuses short and whitespace-only ones for
 * callers that validate; this is the check every path that sets a password goes through, browser or not.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (!password.trim()) return 'Password cannot be only spaces.';
  const emailProblem = passwordEmailProblem(password, email);
  if (emailProblem) return emailProblem;
  const patternProblem = passwordPatternProblem(password);
  if (patternProblem) return patternProblem;
  if (isCommonPassword(password))
    return 'This password is on a list of commonly used passwords. Choose one that is harder to guess.';
  if (isKeyboardRun(password)) return PASSWORD_PATTERN_MESSAGES.sequence;
  return null;
}

/** Throws the field error a form shows under the password input named `field`. */
export function assertAcceptablePassword(field: string, password: string, email: string): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new FieldValidationError({ [field]: [problem] });
}
