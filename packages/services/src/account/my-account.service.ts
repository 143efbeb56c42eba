import { Customer, PasswordReset } from '@shop/db';
import {
  ACCOUNT_MESSAGES,
  type TChangePasswordInput,
  type TMyAccount,
  type TMyAccountForm,
} from '@shop/domain';
import { IsNull, Not, type Repository } from 'typeorm';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { assertAcceptablePassword } from '../auth/password-policy.js';
import type { IActiveSession, SessionService } from '../auth/session.service.js';
import type { Db } from '../common/db.js';
import { FieldValidationError, NotFoundError } from '../errors.js';

export function toMyAccount(c: Customer): TMyAccount {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    addressLine1: c.addressLine1,
    addressLine2: c.addressLine2,
    city: c.city,
    state: c.state,
    postalCode: c.postalCode,
    country: c.country,
  };
}

/** The customer's own details and password. Each call works on the session's customer only. */
export class MyAccountService {
  private readonly customers: Repository<Customer>;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
  ) {
    this.customers = db.repo(Customer);
  }

  async detail(customerId: number): Promise<TMyAccount> {
    const customer = await this.customers.findOne({ where: { id: customerId } });
    if (!customer) throw new NotFoundError('Account');
    return toMyAccount(customer);
  }

  /**
   * `id` is the legacy path's {id}: only the session's own is accepted, any other answers 404 like an unknown one,
   * so the call cannot be used to find out which customer ids exist.
   */
  async update(customerId: number, id: number, form: TMyAccountForm): Promise<TMyAccount> {
    if (id !== customerId) throw new NotFoundError('Account');
    const taken = () => new FieldValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
    const emailUsedByOther = () =>
      this.customers.exists({ where: { email: form.email, id: Not(customerId) } });
    if (await emailUsedByOther()) throw taken();
    try {
      await this.customers.update({ id: customerId }, { ...form });
    } catch (error) {
      // Two accounts racing for one email: the unique index decides.
      if (await emailUsedByOther()) throw taken();
      throw error;
    }
    return this.detail(customerId);
  }

  /** Needs the current password; the session making the change stays, every other one of the customer ends. */
  async changePassword(session: IActiveSession, input: TChangePasswordInput): Promise<void> {
    const customer = await this.customers.findOne({ where: { id: session.userId } });
    if (!customer) throw new NotFoundError('Account');
    if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
      throw new FieldValidationError({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
    }
    assertAcceptablePassword('newPassword', input.newPassword, customer.email);
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      await tx.repo(Customer).update({ id: customer.id }, { passwordHash });
      // A reset link asked for before the change would otherwise still set a password of its own.
      await tx
        .repo(PasswordReset)
        .update({ realm: 'customer', userId: customer.id, usedAt: IsNull() }, { usedAt: new Date() });
    });
    await this.sessions.destroyOthers('customer', customer.id, session.tokenHash);
  }
}
