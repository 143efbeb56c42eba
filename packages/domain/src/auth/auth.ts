import { z } from 'zod';
import { ROLE } from '../common/constants.js';
import { ZEmail, ZName, ZPassword, passwordEmailProblem } from '../common/fields.js';

export const ZStaffUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.union([z.literal(ROLE.ADMIN), z.literal(ROLE.MANAGER)]),
});
export type TStaffUser = z.infer<typeof ZStaffUser>;

export const ZCustomer = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TCustomer = z.infer<typeof ZCustomer>;
/** What login and register answer: the customer now signed in. */
export const ZCustomerSession = z.object({ customer: ZCustomer });

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z.string().min(1, 'Password is required.').max(200),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZRegisterInput = z
  .object({ name: ZName, email: ZEmail, password: ZPassword })
  .superRefine(({ email, password }, ctx) => {
    const problem = passwordEmailProblem(password, email);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required.').max(200),
    newPassword: ZPassword,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type TChangePasswordInput = z.infer<typeof ZChangePasswordInput>;

/** The admin-auth call: `{ data: { user } }` (the spec's entities). */
export const ZAdminAuth = z.object({ data: z.object({ user: ZStaffUser }) });
/** Guard lookups: `{ user }` and `{ customer }`, null without a session. */
export const ZUserLookup = z.object({ user: ZStaffUser.nullable() });
export const ZCustomerLookup = z.object({ customer: ZCustomer.nullable() });
