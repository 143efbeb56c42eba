import { Customer, StaffMember } from '@shop/db';
import {
  ACCOUNT_MESSAGES,
  type TChangePasswordInput,
  type TCustomer,
  type TLoginInput,
  type TRegisterInput,
  type TStaffUser,
} from '@shop/domain';
import type { Db } from '../common/db.js';
import { FieldValidationError, UnauthenticatedError } from '../errors.js';
import { accountTemplates, type AccountMailService } from './account-mail.service.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../common/password.js';
import { assertAcceptablePassword } from '../common/password-policy.js';
import type { IActiveSession, SessionService } from './session.service.js';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

export function toStaffUser(member: StaffMember): TStaffUser {
  return { id: member.id, name: member.name, email: member.email, role: member.role === 1 ? 1 : 2 };
}

export const toCustomer = (c: Customer): TCustomer => ({ id: c.id, name: c.name, email: c.email });

export interface IAuthDeps {
  sessions: SessionService;
  /** Registration's mails, sent after the answer (see AccountMailService). */
  accountMail: AccountMailService;
  /** Told of each new account after it is made (guest orders placed with its address are offered to it). */
  onRegistered?: (customer: TCustomer) => void;
}

/** Signing in and out for both realms: staff at /admin and customers in the storefront. */
export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly deps: IAuthDeps,
  ) {}

  private get staff() {
    return this.db.repo(StaffMember);
  }

  private get customers() {
    return this.db.repo(Customer);
  }

  /**
   * Unknown email and wrong password fail alike, in the same time. `beforeSignIn` runs once the password matched
   * and may refuse the sign-in (the login limits' last word, see the API's rate-limit.ts).
   */
  async adminLogin(
    input: TLoginInput,
    beforeSignIn?: () => Promise<void>,
  ): Promise<{ user: TStaffUser; token: string }> {
    const member = await this.staff.findOne({ where: { email: input.email } });
    const valid = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!member || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await beforeSignIn?.();
    return { user: toStaffUser(member), token: await this.deps.sessions.create('staff', member.id) };
  }

  /** The staff member behind a session cookie, with the session; null for a missing, expired or unknown one. */
  async authenticateStaff(
    token: string | undefined,
  ): Promise<{ user: TStaffUser; session: IActiveSession } | null> {
    const session = await this.deps.sessions.resolve('staff', token);
    const member = session && (await this.staff.findOne({ where: { id: session.userId } }));
    return session && member ? { user: toStaffUser(member), session } : null;
  }

  async changePassword(session: IActiveSession, input: TChangePasswordInput): Promise<void> {
    const member = await this.staff.findOneOrFail({ where: { id: session.userId } });
    if (!(await verifyPassword(member.passwordHash, input.currentPassword))) {
      throw new FieldValidationError({ currentPassword: ['The current password is incorrect.'] });
    }
    assertAcceptablePassword('newPassword', input.newPassword, member.email);
    await this.staff.update({ id: member.id }, { passwordHash: await hashPassword(input.newPassword) });
    await this.deps.sessions.destroyOthers('staff', member.id, session.tokenHash);
  }

  /**
   * Registers and signs in a new customer, welcomed by mail; an address that already has an account is refused on
   * its email field, and a mail tells its owner how to sign in or reset the password (a blocked owner gets none).
   * Both take the same time: the password is hashed before the address is looked at, and the unique index, not an
   * earlier read, decides whether it is free, so that simultaneous registrations of one address make one account.
   */
  async customerRegister(
    input: TRegisterInput,
    /** False: an address that has an account is not mailed this time (its mail limit is reached). */
    { mailIfRegistered = true }: { mailIfRegistered?: boolean } = {},
  ): Promise<{ customer: TCustomer; token: string }> {
    assertAcceptablePassword('password', input.password, input.email);
    const passwordHash = await hashPassword(input.password);
    let id: number;
    try {
      const result = await this.customers.insert({ name: input.name, email: input.email, passwordHash });
      id = Number(result.identifiers[0]!.id);
    } catch (error) {
      const existing = await this.customers.findOne({ where: { email: input.email } });
      if (!existing) throw error;
      if (!existing.blocked && mailIfRegistered) {
        this.deps.accountMail.send((shopUrl) =>
          accountTemplates.alreadyRegistered(existing.email, existing.name, shopUrl),
        );
      }
      throw new FieldValidationError({ email: [ACCOUNT_MESSAGES.registeredAlready] });
    }
    const customer = { id, name: input.name, email: input.email };
    const token = await this.deps.sessions.create('customer', id);
    this.deps.accountMail.send((shopUrl) => accountTemplates.welcome(customer.email, customer.name, shopUrl));
    this.deps.onRegistered?.(customer);
    return { customer, token };
  }

  /** As loginStaff: `beforeSignIn` runs once the password matched and may refuse the sign-in. */
  async customerLogin(
    input: TLoginInput,
    beforeSignIn?: () => Promise<void>,
  ): Promise<{ customer: TCustomer; token: string }> {
    const customer = await this.customers.findOne({ where: { email: input.email } });
    const valid = await verifyPassword(customer?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!customer || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await beforeSignIn?.();
    // Said only after the password matched, so the message tells a stranger nothing about the account.
    if (customer.blocked) throw new UnauthenticatedError(ACCOUNT_MESSAGES.blocked);
    return {
      customer: toCustomer(customer),
      token: await this.deps.sessions.create('customer', customer.id),
    };
  }

  /** The customer behind a session cookie, with the session; null for a missing, expired or unknown one. */
  async authenticateCustomer(
    token: string | undefined,
  ): Promise<{ customer: TCustomer; session: IActiveSession } | null> {
    const session = await this.deps.sessions.resolve('customer', token);
    const customer = session && (await this.customers.findOne({ where: { id: session.userId } }));
    // Blocking ends the customer's sessions; this refuses any that slipped past (a login racing the block).
    return session && customer && !customer.blocked ? { customer: toCustomer(customer), session } : null;
  }

  /** Ends the session behind a cookie token, if any (logging out, or signing in over an older session). */
  endSession(token: string | undefined): Promise<void> {
    return this.deps.sessions.destroy(token);
  }
}
