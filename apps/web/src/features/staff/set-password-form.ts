import { ZPassword } from '@shop/domain';
import { z } from 'zod';

/** The new password twice: the repeat never leaves the browser, it only catches typos. */
export const ZSetPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match.',
  });
export type TSetPasswordForm = z.infer<typeof ZSetPasswordForm>;
