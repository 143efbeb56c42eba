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
  type TStaffSetPasswordInput,
} from '@shop/domain';
import { Not } from 'typeorm';
import { hashPassword } from '../common/password.js';
import { assertAcceptablePassword } from '../common/password-policy.js';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import {
  allOf,
  isoDate,
  pagedList,
  searchCondition,
  sortOf,
  type TRow,
} from '../common/reads/paged-query.js';
import { ConflictError, FieldValidationError, ForbiddenError } from '../errors.js';
import type { IStaffActor } from '../common/staff-actor.js';
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

export type { IStaffActor } from '../common/staff-actor.js';

const emailTaken = () => new FieldValidationError({ email: [STAFF_MESSAGES.emailTaken] });

/**
 * The ids of every ADMIN, locked until the transaction ends on MySQL, so that two admins removing each other at
 * the same moment cannot both succeed and leave the shop without one. SQLite transactions already take turns.
 * Every staff change reads them first: FOR UPDATE reads the latest committed rows, and the transaction's plain
 * reads after it (its snapshot starts at the first of them) see the changes that committed before the lock.
 */
async function lockedAdminIds(tx: Db): Promise<number[]> {
  const lock = tx.dialect === 'mysql' ? ' FOR UPDATE' : '';
  const rows = await tx.query<{ id: number }>(`SELECT id FROM staff_members WHERE role = ?${lock}`, [
    ROLE.ADMIN,
  ]);
  return rows.map((row) => Number(row.id));
}

/**
 * The actor's role was read when their request came in; another admin may have demoted or deleted them since.
 * Checked against the locked ADMIN rows, inside the write's transaction, the change goes through only if they are
 * still an ADMIN when it commits (a demotion waits for the lock, or this sees it).
 */
function assertStillAdmin(admins: readonly number[], actor: IStaffActor): void {
  if (!admins.includes(actor.id)) throw new ForbiddenError();
}

/** Back-office accounts (the spec's hrm): ADMIN-only, with the rules that keep the shop administrable. */
export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly invitations: StaffInvitationService,
  ) {}

  getList(input: TStaffListInput): Promise<IPaginated<TStaffMember>> {
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
      id = await this.db.transaction(async (tx) => {
        assertStillAdmin(await lockedAdminIds(tx), actor);
        const inserted = await tx.repo(StaffMember).insert({ name, email, phone, role, passwordHash });
        return Number(inserted.identifiers[0]!.id);
      });
    } catch (error) {
      // Two admins adding one email at once: the unique index decides.
      if (!(error instanceof ForbiddenError) && (await staff.exists({ where: { email } })))
        throw emailTaken();
      throw error;
    }
    const invitation = invite ? await this.invitations.invite(id, actor.name) : null;
    return { ...(await this.detail(id)), invitation };
  }

  /** Details and role. Nobody changes their own role, and the last ADMIN stays an ADMIN. */
  async update(id: number, form: TStaffForm, actor: IStaffActor): Promise<TStaffMember> {
    await this.db.transaction(async (tx) => {
      const admins = await lockedAdminIds(tx);
      const staff = tx.repo(StaffMember);
      const member = await findOrThrow(staff, id, 'Staff member');
      if (await staff.exists({ where: { email: form.email, id: Not(id) } })) throw emailTaken();
      if (member.role !== form.role) {
        if (id === actor.id) throw new ConflictError(STAFF_MESSAGES.selfDemote);
        if (member.role === ROLE.ADMIN && !admins.some((other) => other !== id)) {
          throw new ConflictError(STAFF_MESSAGES.lastAdminDemote);
        }
      }
      assertStillAdmin(admins, actor);
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
      const admins = await lockedAdminIds(tx);
      const member = await findOrThrow(tx.repo(StaffMember), id, 'Staff member');
      if (id === actor.id) throw new ConflictError(STAFF_MESSAGES.selfDelete);
      if (member.role === ROLE.ADMIN && !admins.some((other) => other !== id)) {
        throw new ConflictError(STAFF_MESSAGES.lastAdminDelete);
      }
      assertStillAdmin(admins, actor);
      await tx.repo(StaffMember).delete({ id });
      await tx.repo(Session).delete({ realm: 'staff', userId: id });
      await tx.repo(PasswordReset).delete({ realm: 'staff', userId: id });
    });
  }

  /** A new invitation link for a member who has not set a password yet (the last one expired or got lost). */
  async invite(id: number, actor: IStaffActor): Promise<'sent' | 'failed'> {
    await findOrThrow(this.db.repo(StaffMember), id, 'Staff member');
    // The link goes to the member's own address; the check only keeps a demoted admin from sending one.
    assertStillAdmin(await this.db.transaction(lockedAdminIds), actor);
    return this.invitations.invite(id, actor.name);
  }

  /** The invitation link's open call: sets the first password (single use, 72 hours). */
  setPassword(input: TStaffSetPasswordInput): Promise<void> {
    return this.invitations.setPassword(input);
  }
}
