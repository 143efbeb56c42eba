import { ZChangePasswordInput, ZPassword } from '@shop/domain';
import { z } from 'zod';

/**
 * The repeat of a new password never leaves the browser: it only catches typos, and its mismatch lands on the
 * repeat field.
 */
const repeats = (message: string) => ({ path: ['confirmPassword'], message });

/** A password chosen from a link (the reset mail, the staff invitation): the new password twice. */
export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, repeats('The two passwords do not match.'));
export type TNewPasswordForm = z.infer<typeof ZNewPasswordForm>;

/** A signed-in change: the API's schema plus the repeat. */
export const ZChangePasswordForm = z
  .object({ confirmPassword: z.string() })
  .and(ZChangePasswordInput)
  .refine((v) => v.confirmPassword === v.newPassword, repeats('The two new passwords do not match.'));
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
