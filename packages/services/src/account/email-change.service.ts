import crypto from 'node:crypto';
import { Customer, EmailChange } from '@shop/db';
import { ACCOUNT_MESSAGES, EMAIL_CHANGE_HOURS } from '@shop/domain';
import { IsNull, MoreThan } from 'typeorm';
import { hashResetToken } from '../password-reset/password-reset.service.js';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import type { IMailer, IMailMessage } from '../mail/mailer.js';
import { claimGuestOrders, hasGuestOrders } from '../order/index.js';
import { shopUrlOf } from '../auth/account-mail.service.js';

export interface IEmailChangeDeps {
  mailer: IMailer;
  /** Told when a mail could not be sent; the customer's answer is the same either way. */
  onMailError: (error: unknown) => void;
  /** PUBLIC_URL: the links' address (shopUrlOf). */
  publicUrl: string;
}

/** Where the confirmation screen lives in the web app; the token travels in the query, as a reset link's does. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';
/**
 * The guest-orders link opens the same screen with this in its query, so that the screen speaks of adding orders
 * rather than of moving the account (the token alone decides what the button does).
 */
export const GUEST_ORDERS_LINK_QUERY = 'purpose=orders';

/** Kept as the reference the default template is tested against (mail-templates/default-templates.test.ts). */
export function confirmEmailMail(to: string, name: string, shopName: string, link: string): IMailMessage {
  return {
    to,
    subject: `[${shopName}] Confirm your new email address`,
    text:
      `Hello ${name},\n\n` +
      `you asked to use this address for your ${shopName} account. Open this link within ${EMAIL_CHANGE_HOURS} ` +
      `hours to confirm it:\n\n${link}\n\n` +
      'Until then your account keeps its current address. If you did not ask for this, ignore this mail.\n',
  };
}

/**
 * To an account whose address placed guest orders: confirming it adds them to the account. Kept as the reference the
 * default template is tested against (mail-templates/default-templates.test.ts).
 */
export function guestOrdersMail(to: string, name: string, shopName: string, link: string): IMailMessage {
  return {
    to,
    subject: `[${shopName}] Add your earlier orders to your account`,
    text:
      `Hello ${name},\n\n` +
      `orders were placed at ${shopName} as a guest with this email address. Open this link within ` +
      `${EMAIL_CHANGE_HOURS} hours to confirm the address is yours, and they appear under My account > Orders:\n\n` +
      `${link}\n\n` +
      'If you did not ask for this, ignore this mail: nothing changes.\n',
  };
}

/** Kept as the reference the default template is tested against (mail-templates/default-templates.test.ts). */
export function emailChangeNotice(
  to: string,
  name: string,
  shopName: string,
  newEmail: string,
): IMailMessage {
  return {
    to,
    subject: `[${shopName}] Your email address is about to change`,
    text:
      `Hello ${name},\n\n` +
      `someone signed in to your ${shopName} account asked to change its email address to ${newEmail}. ` +
      'The change happens only when that address confirms it by the link we sent there.\n\n' +
      'If this was not you, log in, change your password and write to us: your account stays on this address ' +
      'until the link is opened.\n',
  };
}

/**
 * A customer's move to another email, confirmed by the new address: the request stores the SHA-256 of a random
 * 256-bit token with an expiry (like a password reset), mails the link to the new address and a notice to the old
 * one; the account's email changes only when the link is used, once and in time. One request is pending at a time.
 */
export class EmailChangeService {
  constructor(
    private readonly db: Db,
    private readonly deps: IEmailChangeDeps,
  ) {}

  /** The new address waiting for its link, or null. */
  async pendingEmail(customerId: number): Promise<string | null> {
    const pending = await this.db.repo(EmailChange).findOne({
      where: { customerId, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { id: 'DESC' },
    });
    return pending?.newEmail ?? null;
  }

  /**
   * Replaces any earlier request of the customer and queues both mails with it, in one transaction (the outbox
   * sends them after the answer).
   */
  async request(customer: Customer, newEmail: string): Promise<void> {
    const token = crypto.randomBytes(32).toString('base64url');
    const link = `${shopUrlOf(this.deps.publicUrl)}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
    await this.db.transaction(async (tx) => {
      await tx.repo(EmailChange).delete({ customerId: customer.id, usedAt: IsNull() });
      await tx.repo(EmailChange).insert({
        tokenHash: hashResetToken(token),
        customerId: customer.id,
        newEmail,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
      });
      const name = { name: customer.name };
      await this.deps.mailer.send(
        {
          template: 'email-confirm',
          to: newEmail,
          variables: { customer: name, link, expires_hours: EMAIL_CHANGE_HOURS },
        },
        { tx },
      );
      await this.deps.mailer.send(
        {
          template: 'email-change-notice',
          to: customer.email,
          variables: { customer: name, new_email: newEmail },
        },
        { tx },
      );
    });
  }

  /**
   * When guest orders were placed with the account's own address: a link to that address which, once opened (see
   * confirm), proves it and adds them to the account. Nothing is sent when there are none, and the caller's
   * answer is the same either way (the mail goes only to the address itself).
   */
  async offerGuestOrders(customer: Pick<Customer, 'id' | 'name' | 'email'>) {
    if (!(await hasGuestOrders(this.db, customer.email))) return;
    const token = crypto.randomBytes(32).toString('base64url');
    const link = `${shopUrlOf(this.deps.publicUrl)}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}&${GUEST_ORDERS_LINK_QUERY}`;
    await this.db.transaction(async (tx) => {
      // A pending change to another address stays; an earlier offer for this one is replaced.
      await tx
        .repo(EmailChange)
        .delete({ customerId: customer.id, newEmail: customer.email, usedAt: IsNull() });
      await tx.repo(EmailChange).insert({
        tokenHash: hashResetToken(token),
        customerId: customer.id,
        newEmail: customer.email,
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * 3_600_000),
      });
      await this.deps.mailer.send(
        {
          template: 'guest-orders',
          to: customer.email,
          variables: { customer: { name: customer.name }, link, expires_hours: EMAIL_CHANGE_HOURS },
        },
        { tx },
      );
    });
  }

  /** Drops a pending request (the customer changed their mind); the link stops working. */
  async cancel(customerId: number): Promise<void> {
    await this.db.repo(EmailChange).delete({ customerId, usedAt: IsNull() });
  }

  /**
   * Uses a link: the account takes the new address. An unknown, used or expired token is a field error on `token`,
   * as is an address another account took meanwhile (the unique index decides between racing confirmations).
   * The address is then proven the customer's: guest orders placed with it become theirs (in the same transaction).
   * `moved` says whether the account's address changed (false for a guest-orders link, which names the address the
   * account already has).
   */
  async confirm(token: string): Promise<IEmailConfirmed> {
    const invalid = () => new FieldValidationError({ token: [ACCOUNT_MESSAGES.emailChangeInvalid] });
    const change = await this.db.repo(EmailChange).findOne({ where: { tokenHash: hashResetToken(token) } });
    if (!change || change.usedAt || change.expiresAt.getTime() <= Date.now()) throw invalid();
    const before = await this.db
      .repo(Customer)
      .findOne({ where: { id: change.customerId }, select: { id: true, email: true } });
    let claimedOrders = 0;
    try {
      await this.db.transaction(async (tx) => {
        // Two requests with the same link: only the one that marks it used goes on.
        const consumed = await tx
          .repo(EmailChange)
          .update({ id: change.id, usedAt: IsNull() }, { usedAt: new Date() });
        if (!consumed.affected) throw invalid();
        const moved = await tx.repo(Customer).update({ id: change.customerId }, { email: change.newEmail });
        if (!moved.affected) throw invalid();
        claimedOrders = await claimGuestOrders(tx, change.customerId, change.newEmail);
      });
    } catch (error) {
      if (error instanceof FieldValidationError) throw error;
      const taken = await this.db.repo(Customer).exists({ where: { email: change.newEmail } });
      if (taken) throw new FieldValidationError({ token: [ACCOUNT_MESSAGES.emailTaken] });
      throw error;
    }
    return { email: change.newEmail, claimedOrders, moved: before?.email !== change.newEmail };
  }
}

export interface IEmailConfirmed {
  email: string;
  claimedOrders: number;
  moved: boolean;
}
