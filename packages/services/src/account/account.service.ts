import { Customer, FitPassages, PasswordReset } from '@shop/db';
import {
  ACCOUNT_MESSAGES,
  normalizeFitPassages,
  type TChangePasswordInput,
  type TFitPassages,
  type TSavedFitPassages,
  type TMyAccount,
  type TMyAccountDetail,
  type TMyAccountUpdate,
} from '@shop/domain';
import { IsNull, Not, type Repository } from 'typeorm';
import { hashPassword, verifyPassword } from '../common/password.js';
import { assertAcceptablePassword } from '../common/password-policy.js';
import type { IActiveSession, SessionService } from '../auth/session.service.js';
import type { Db } from '../common/db.js';
import { FieldValidationError, NotFoundError } from '../errors.js';
import type { EmailChangeService, IEmailConfirmed } from './email-change.service.js';

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
export class AccountService {
  private readonly customers: Repository<Customer>;

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly emailChanges: EmailChangeService,
  ) {
    this.customers = db.repo(Customer);
  }

  /** The customer's details with the new email waiting for its confirmation link, if any. */
  async detail(customerId: number): Promise<TMyAccountDetail> {
    const customer = await this.customers.findOne({ where: { id: customerId } });
    if (!customer) throw new NotFoundError('Account');
    return { ...toMyAccount(customer), pendingEmail: await this.emailChanges.pendingEmail(customerId) };
  }

  /**
   * `id` is the legacy path's {id}: only the session's own is accepted, any other answers 404 like an unknown one,
   * so the call cannot be used to find out which customer ids exist. The details change at once; a different
   * email needs the current password and changes only when the new address opens the link mailed to it (the
   * old address is told). The same email again, or none pending, leaves any pending change as it is.
   */
  async update(
    customerId: number,
    id: number,
    { currentPassword, email, ...details }: TMyAccountUpdate,
  ): Promise<TMyAccountDetail> {
    if (id !== customerId) throw new NotFoundError('Account');
    const customer = await this.customers.findOne({ where: { id: customerId } });
    if (!customer) throw new NotFoundError('Account');
    const changingEmail = email !== customer.email;
    if (changingEmail) {
      if (await this.customers.exists({ where: { email, id: Not(customerId) } }))
        throw new FieldValidationError({ email: [ACCOUNT_MESSAGES.emailTaken] });
      if (!currentPassword)
        throw new FieldValidationError({ currentPassword: [ACCOUNT_MESSAGES.passwordForEmail] });
      if (!(await verifyPassword(customer.passwordHash, currentPassword)))
        throw new FieldValidationError({ currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] });
    }
    await this.customers.update({ id: customerId }, details);
    if (changingEmail) await this.emailChanges.request({ ...customer, ...details }, email);
    return this.detail(customerId);
  }

  /** Opens the link mailed to the new address (no session needed: the token is the proof). */
  confirmEmail(token: string): Promise<IEmailConfirmed> {
    return this.emailChanges.confirm(token);
  }

  /**
   * Asks for the link that adds guest orders placed with the account's address (mailed to that address only when
   * there are some; the answer is the same either way).
   */
  async offerGuestOrders(customerId: number): Promise<void> {
    const customer = await this.customers.findOne({ where: { id: customerId } });
    if (!customer) throw new NotFoundError('Account');
    await this.emailChanges.offerGuestOrders(customer);
  }

  /** Drops the customer's pending email change; the link stops working. */
  async cancelEmailChange(customerId: number): Promise<TMyAccountDetail> {
    await this.emailChanges.cancel(customerId);
    return this.detail(customerId);
  }

  /** The passages the customer measured for "Will it fit?", every field null when none were saved. */
  async fitPassages(customerId: number): Promise<TSavedFitPassages> {
    const row = await this.db.repo(FitPassages).findOne({ where: { customerId } });
    let stored: TFitPassages | null = null;
    try {
      stored = row ? (JSON.parse(row.passages) as TFitPassages) : null;
    } catch {
      // A row that is not JSON (written by hand) reads as nothing measured; the next save replaces it.
    }
    return normalizeFitPassages(stored);
  }

  /** Replaces the customer's measured passages (one row per customer, written in one statement). */
  async saveFitPassages(customerId: number, input: TFitPassages): Promise<TSavedFitPassages> {
    const passages = normalizeFitPassages(input);
    await this.db
      .repo(FitPassages)
      .upsert({ customerId, passages: JSON.stringify(passages), updatedAt: new Date() }, ['customerId']);
    return passages;
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
