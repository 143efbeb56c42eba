import { ZChangePasswordInput } from '@shop/domain';
import { z } from 'zod';

/** The API's schema plus a confirmation field that never leaves the browser: it only catches typos. */
export const ZChangePasswordForm = z
  .object({ confirmPassword: z.string() })
  .and(ZChangePasswordInput)
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match.',
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
