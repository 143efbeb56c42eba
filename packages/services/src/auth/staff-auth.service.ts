import { StaffMember } from '@shop/db';
import type { TChangePasswordInput, TLoginInput, TStaffUser } from '@shop/domain';
import type { Repository } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError, UnauthenticatedError } from '../errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { IActiveSession, SessionService } from './session.service.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

export function toStaffUser(member: StaffMember): TStaffUser {
  return { id: member.id, name: member.name, email: member.email, role: member.role === 1 ? 1 : 2 };
}

export class StaffAuthService {
  private readonly staff: Repository<StaffMember>;

  constructor(
    db: Db,
    private readonly sessions: SessionService,
  ) {
    this.staff = db.repo(StaffMember);
  }

  /**
   * Unknown email and wrong password fail alike, in the same time. `beforeSignIn` runs once the password matched
   * and may refuse the sign-in (the login limits' last word, see the API's rate-limit.ts).
   */
  async login(
    input: TLoginInput,
    beforeSignIn?: () => Promise<void>,
  ): Promise<{ user: TStaffUser; token: string }> {
    const member = await this.staff.findOne({ where: { email: input.email } });
    const valid = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!member || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await beforeSignIn?.();
    return { user: toStaffUser(member), token: await this.sessions.create('staff', member.id) };
  }

  /** The staff member behind a session cookie, with the session; null for a missing, expired or unknown one. */
  async authenticate(
    token: string | undefined,
  ): Promise<{ user: TStaffUser; session: IActiveSession } | null> {
    const session = await this.sessions.resolve('staff', token);
    const user = session && (await this.findUser(session.userId));
    return session && user ? { user, session } : null;
  }

  async findUser(id: number): Promise<TStaffUser | null> {
    const member = await this.staff.findOne({ where: { id } });
    return member ? toStaffUser(member) : null;
  }

  async changePassword(session: IActiveSession, input: TChangePasswordInput): Promise<void> {
    const member = await this.staff.findOneOrFail({ where: { id: session.userId } });
    if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
      throw new FieldValidationError({ currentPassword: ['The current password is incorrect.'] });
    }
    assertAcceptablePassword('newPassword', input.newPassword, member.email);
    await this.staff.update({ id: member.id }, { passwordHash: await hashPassword(input.newPassword) });
    await this.sessions.destroyOthers('staff', member.id, session.tokenHash);
  }
}
