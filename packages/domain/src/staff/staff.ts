import { z } from 'zod';
import { ROLE } from '../common/constants.js';
import { ZListParam, ZPageInput, ZPaginated } from '../common/pagination.js';
import { ZEmail, ZId, ZName, ZPassword, ZSearch, passwordEmailProblem } from '../common/fields.js';
import { STAFF_MESSAGES, STAFF_PASSWORD_SETUPS } from './staff-messages.js';
import { STAFF_SORTS } from './staff-sorts.js';

export const ZStaffRole = z.union([z.literal(ROLE.ADMIN), z.literal(ROLE.MANAGER)]);

/** A staff member as the back-office lists and edits them. */
export const ZStaffMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: ZStaffRole,
  /** Invited but has not set a password yet: cannot log in until they do. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** A role from a form or a query string ("1", 2...); anything else is refused with this sentence. */
const ZRoleInput = z.coerce
  .number<number>('Choose a role.')
  .refine((role) => role === ROLE.ADMIN || role === ROLE.MANAGER, 'Choose a role.')
  .transform((role) => role as typeof ROLE.ADMIN | typeof ROLE.MANAGER);

export const ZStaffListInput = ZPageInput.extend({
  search: ZSearch,
  /** Only this role; anything but 1 or 2 lists every role. */
  role: ZListParam(ZRoleInput.optional(), undefined),
  sort: ZListParam(z.enum(STAFF_SORTS), 'name'),
});
export type TStaffListInput = z.infer<typeof ZStaffListInput>;
export const ZStaffList = ZPaginated(ZStaffMember);

/** The details both modes of the form share. */
export const ZStaffForm = z.object({
  name: ZName,
  email: ZEmail,
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters.').default(''),
  role: ZRoleInput,
});
export type TStaffForm = z.infer<typeof ZStaffForm>;

/**
 * POST /api/hrm/create. `passwordSetup` defaults to 'password', so a legacy client that sends a password keeps
 * working; with 'invitation' no password is taken and a single-use link is mailed instead.
 */
export const ZStaffCreateInput = ZStaffForm.extend({
  passwordSetup: z.enum(STAFF_PASSWORD_SETUPS, 'Choose how the password is set.').default('password'),
  password: z.string().max(200, 'Password must be at most 200 characters.').optional(),
}).superRefine((value, ctx) => {
  if (value.passwordSetup !== 'password') return;
  const checked = ZPassword.safeParse(value.password ?? '');
  const problem = checked.success
    ? passwordEmailProblem(value.password!, value.email)
    : checked.error.issues[0]!.message;
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
});
export type TStaffCreateInput = z.infer<typeof ZStaffCreateInput>;

/** POST /api/hrm/update/{id}: the details and the role; the password stays the member's own business. */
export const ZStaffUpdateInput = ZStaffForm.extend({ id: ZId });
export type TStaffUpdateInput = z.infer<typeof ZStaffUpdateInput>;

/** What create answers: the member, and whether the invitation mail went out (null without an invitation). */
export const ZStaffCreated = ZStaffMember.extend({ invitation: z.enum(['sent', 'failed']).nullable() });
export type TStaffCreated = z.infer<typeof ZStaffCreated>;
export const ZStaffInvitationSent = z.object({ invitation: z.enum(['sent', 'failed']) });

/** POST /api/admin/set-password: the token from the invitation link and the new password. */
export const ZStaffSetPasswordInput = z.object({
  token: z
    .string()
    .trim()
    .min(20, STAFF_MESSAGES.invitationInvalid)
    .max(200, STAFF_MESSAGES.invitationInvalid),
  password: ZPassword,
});
export type TStaffSetPasswordInput = z.infer<typeof ZStaffSetPasswordInput>;
