import { PasswordReset, Session, StaffMember } from '@shop/db';
import {
  ROLE,
  STAFF_MESSAGES,
  type IPaginated,
  type TStaffCreateInput,
  type TStaffCreated,
  type TStaffForm,
  type TStaffListInput,
  type TStaffMember,
} from '@shop/domain';
import { Not } from 'typeorm';
import { hashPassword } from '../auth/password.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { allOf, isoDate, pagedList, searchCondition, sortOf, type TRow } from '../common/paged-query.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import { INVITATION_PENDING_HASH, type StaffInvitationService } from './staff-invitation.service.js';

/** The one staff member mapper, for entities and raw list rows alike. */
export function toStaffMember(row: TRow<StaffMember>): TStaffMember {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    role: Number(row.role) === ROLE.ADMIN ? ROLE.ADMIN : ROLE.MANAGER,
    invitationPending: row.passwordHash === INVITATION_PENDING_HASH,
    createdAt: isoDate(row.createdAt),
    updatedAt: isoDate(row.updatedAt),
  };
}

/** Who is asking: the rules about oneself (no self-delete, no self-demotion) need it. */
export interface IStaffActor {
  id: number;
  name: string;
}

const emailTaken = () => new FieldValidationError({ email: [STAFF_MESSAGES.emailTaken] });

/**
 * The ids of every ADMIN, locked until the transaction ends on MySQL, so that two admins removing each other at
 * the same moment cannot both succeed and leave the shop without one. SQLite transactions already take turns.
 */
async function lockedAdminIds(tx: Db): Promise<number[]> {
  const lock = tx.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const rows = await tx.query<{ id: number }>(`SELECT id FROM staff_members WHERE role = ?${lock}`, [
    ROLE.ADMIN,
  ]);
  return rows.map((row) => Number(row.id));
}

/** Back-office accounts (the spec's hrm): ADMIN-only, with the rules that keep the shop administrable. */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly invitations: StaffInvitationService,
  ) {}

  list(input: TStaffListInput): Promise<IPaginated<TStaffMember>> {
    return pagedList(this.db, StaffMember, {
      where: allOf(
        searchCondition(['name', 'email'], input.search),
        input.role === undefined ? undefined : { sql: 'role = ?', params: [input.role] },
      ),
      sort: sortOf(input.sort),
      page: input.page,
      map: toStaffMember,
    });
  }

  async detail(id: number): Promise<TStaffMember> {
    return toStaffMember(await findOrThrow(this.db.repo(StaffMember), id, 'Staff member'));
  }

  /**
   * A new member with the password the admin typed, or invited: no usable password and a single-use link by
   * mail to set one.
   */
  async create(input: TStaffCreateInput, actor: IStaffActor): Promise<TStaffCreated> {
    const staff = this.db.repo(StaffMember);
    if (await staff.exists({ where: { email: input.email } })) throw emailTaken();
    const invite = input.passwordSetup === 'invitation';
    if (!invite) assertAcceptablePassword('password', input.password ?? '', input.email);
    const passwordHash = invite ? INVITATION_PENDING_HASH : await hashPassword(input.password!);
    const { name, email, phone, role } = input;
    let id: number;
    try {
      id = Number((await staff.insert({ name, email, phone, role, passwordHash })).identifiers[0]!.id);
    } catch (error) {
      // Two admins adding one email at once: the unique index decides.
      if (await staff.exists({ where: { email } })) throw emailTaken();
      throw error;
    }
    const invitation = invite ? await this.invitations.invite(id, actor.name) : null;
    return { ...(await this.detail(id)), invitation };
  }

  /** Details and role. Nobody changes their own role, and the last ADMIN stays an ADMIN. */
  async update(id: number, form: TStaffForm, actor: IStaffActor): Promise<TStaffMember> {
    await this.db.transaction(async (tx) => {
      const staff = tx.repo(StaffMember);
      const member = await findOrThrow(staff, id, 'Staff member');
      if (await staff.exists({ where: { email: form.email, id: Not(id) } })) throw emailTaken();
      if (member.role !== form.role) {
        if (id === actor.id) throw new ConflictError(STAFF_MESSAGES.selfDemote);
        if (member.role === ROLE.ADMIN && !(await lockedAdminIds(tx)).some((other) => other !== id)) {
          throw new ConflictError(STAFF_MESSAGES.lastAdminDemote);
        }
      }
      const { name, email, phone, role } = form;
      try {
        await staff.update({ id }, { name, email, phone, role });
      } catch (error) {
        if (await staff.exists({ where: { email, id: Not(id) } })) throw emailTaken();
        throw error;
      }
    });
    return this.detail(id);
  }

  /** Removes a member and ends their sessions. Nobody deletes themselves, and the last ADMIN stays. */
  async delete(id: number, actor: IStaffActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const member = await findOrThrow(tx.repo(StaffMember), id, 'Staff member');
      if (id === actor.id) throw new ConflictError(STAFF_MESSAGES.selfDelete);
      if (member.role === ROLE.ADMIN && !(await lockedAdminIds(tx)).some((other) => other !== id)) {
        throw new ConflictError(STAFF_MESSAGES.lastAdminDelete);
      }
      await tx.repo(StaffMember).delete({ id });
      await tx.repo(Session).delete({ realm: 'staff', userId: id });
      await tx.repo(PasswordReset).delete({ realm: 'staff', userId: id });
    });
  }

  /** A new invitation link for a member who has not set a password yet (the last one expired or got lost). */
  async invite(id: number, actor: IStaffActor): Promise<'sent' | 'failed'> {
    await findOrThrow(this.db.repo(StaffMember), id, 'Staff member');
    return this.invitations.invite(id, actor.name);
  }
}
