import { ZPassword } from '@shop/domain';
import { z } from 'zod';

/** The reset screen's form: the new password twice; the repeat only catches typos and never leaves the browser. */
export const ZResetForm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.password, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match.',
  });
export type TResetForm = z.infer<typeof ZResetForm>;
