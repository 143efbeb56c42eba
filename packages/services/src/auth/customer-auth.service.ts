import { Customer } from '@shop/db';
import { ACCOUNT_MESSAGES, type TCustomer, type TLoginInput, type TRegisterInput } from '@shop/domain';
import type { Repository } from 'typeorm';
import type { Db } from '../common/db.js';
import { UnauthenticatedError } from '../errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { assertAcceptablePassword } from './password-policy.js';
import type { IActiveSession, SessionService } from './session.service.js';
import { INVALID_CREDENTIALS } from './staff-auth.service.js';

export const toCustomer = (c: Customer): TCustomer => ({ id: c.id, name: c.name, email: c.email });

/** What a registration did: signed a new customer in, or found that the address already has an account. */
export type TRegistration =
  | { created: true; customer: TCustomer; token: string }
  | { created: false; existing: TCustomer; blocked: boolean };

export class CustomerAuthService {
  private readonly customers: Repository<Customer>;

  constructor(
    db: Db,
    private readonly sessions: SessionService,
  ) {
    this.customers = db.repo(Customer);
  }

  /**
   * Registers and signs in a new customer, or reports that the address already has an account (`existing`, for
   * the mail that tells its owner how to sign in). Both take the same time: the password is hashed before the
   * address is looked at, and the unique index, not an earlier read, decides whether it is free, so that
   * simultaneous registrations of one address make exactly one account.
   */
  async register(input: TRegisterInput): Promise<TRegistration> {
    assertAcceptablePassword('password', input.password, input.email);
    const passwordHash = await hashPassword(input.password);
    let id: number;
    try {
      const result = await this.customers.insert({ name: input.name, email: input.email, passwordHash });
      id = Number(result.identifiers[0]!.id);
    } catch (error) {
      const existing = await this.customers.findOne({ where: { email: input.email } });
      if (existing) return { created: false, existing: toCustomer(existing), blocked: existing.blocked };
      throw error;
    }
    const customer = { id, name: input.name, email: input.email };
    return { created: true, customer, token: await this.sessions.create('customer', id) };
  }

  /** As StaffAuthService.login: `beforeSignIn` runs once the password matched and may refuse the sign-in. */
  async login(
    input: TLoginInput,
    beforeSignIn?: () => Promise<void>,
  ): Promise<{ customer: TCustomer; token: string }> {
    const customer = await this.customers.findOne({ where: { email: input.email } });
    const valid = await verifyPassword(customer?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!customer || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await beforeSignIn?.();
    // Said only after the password matched, so the message tells a stranger nothing about the account.
    if (customer.blocked) throw new UnauthenticatedError(ACCOUNT_MESSAGES.blocked);
    return { customer: toCustomer(customer), token: await this.sessions.create('customer', customer.id) };
  }

  /** The customer behind a session cookie, with the session; null for a missing, expired or unknown one. */
  async authenticate(
    token: string | undefined,
  ): Promise<{ customer: TCustomer; session: IActiveSession } | null> {
    const session = await this.sessions.resolve('customer', token);
    const customer = session && (await this.customers.findOne({ where: { id: session.userId } }));
    // Blocking ends the customer's sessions; this refuses any that slipped past (a login racing the block).
    return session && customer && !customer.blocked ? { customer: toCustomer(customer), session } : null;
  }

  async findCustomer(id: number): Promise<TCustomer | null> {
    const customer = await this.customers.findOne({ where: { id } });
    return customer ? toCustomer(customer) : null;
  }
}
