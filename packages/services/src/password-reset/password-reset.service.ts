import crypto from 'node:crypto';
import { Customer, PasswordReset, Session } from '@shop/db';
import { ACCOUNT_MESSAGES, RESET_TOKEN_MINUTES } from '@shop/domain';
import { IsNull, LessThan } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import type { IMailer, IMailMessage } from '../mail/mailer.js';
import { accountTemplates, shopUrlOf } from '../auth/account-mail.service.js';
import { hashPassword } from '../common/password.js';
import { assertAcceptablePassword } from '../common/password-policy.js';

export interface IPasswordResetDeps {
  mailer: IMailer;
  /** Told when the reset mail could not be sent; the visitor's answer is the same either way. */
  onMailError: (error: unknown) => void;
  /** PUBLIC_URL: the links' address (shopUrlOf). */
  publicUrl: string;
}

const REALM = 'customer';
/** Where the reset screen lives in the web app; the token travels in the query. */
export const RESET_PATH = '/reset-password';

/** Only the SHA-256 of a token is stored: a leaked table (or backup) opens no account. */
export const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Kept as the reference the default template is tested against (mail-templates/default-templates.test.ts). */
export function resetMail(to: string, name: string, shopName: string, link: string): IMailMessage {
  return {
    to,
    subject: `[${shopName}] Reset your password`,
    text:
      `Hello ${name},\n\n` +
      `someone, hopefully you, asked to reset the password of your ${shopName} account. ` +
      `Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:\n\n${link}\n\n` +
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n',
  };
}

/**
 * Customer password recovery by mail (staff passwords are reset by an administrator). A link carries 256 random
 * bits, works once and for RESET_TOKEN_MINUTES; using it ends every session of the customer.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly deps: IPasswordResetDeps,
  ) {}

  /**
   * Answers at once and does the rest after: mails a reset link when the email belongs to a customer who may log
   * in, and a note that there is no account when it belongs to nobody (a blocked customer gets neither). Nothing
   * that depends on the account runs before the answer, so its duration cannot tell whether the account exists;
   * the caller answers the same either way.
   */
  async request(email: string): Promise<void> {
    void this.mailResetOrNote(email).catch((error: unknown) => this.deps.onMailError(error));
  }

  private async mailResetOrNote(email: string): Promise<void> {
    const origin = shopUrlOf(this.deps.publicUrl);
    const customer = await this.db.repo(Customer).findOne({ where: { email } });
    if (!customer) {
      return this.deps.mailer.send(accountTemplates.noAccount(email, origin));
    }
    if (customer.blocked) return;
    const token = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    const link = `${origin}${RESET_PATH}?token=${encodeURIComponent(token)}`;
    // The token and its mail are stored together: a link is mailed exactly when it works.
    await this.db.transaction(async (tx) => {
      const resets = tx.repo(PasswordReset);
      await resets.delete({ realm: REALM, userId: customer.id, expiresAt: LessThan(new Date(now)) });
      await resets.insert({
        tokenHash: hashResetToken(token),
        realm: REALM,
        userId: customer.id,
        expiresAt: new Date(now + RESET_TOKEN_MINUTES * 60_000),
      });
      await this.deps.mailer.send(
        {
          template: 'password-reset',
          to: customer.email,
          variables: { customer: { name: customer.name }, link, expires_minutes: RESET_TOKEN_MINUTES },
        },
        { tx },
      );
    });
  }

  /**
   * Sets a new password with a link's token. An unknown, used or expired token is a field error on `token`; a
   * refused password leaves the token usable, so the customer can try another one. Answers the customer's email.
   */
  async complete(token: string, password: string): Promise<{ email: string }> {
    const invalid = () => new FieldValidationError({ token: [ACCOUNT_MESSAGES.resetInvalid] });
    const reset = await this.db.repo(PasswordReset).findOne({ where: { tokenHash: hashResetToken(token) } });
    if (!reset || reset.realm !== REALM || reset.usedAt || reset.expiresAt.getTime() <= Date.now())
      throw invalid();
    const customer = await this.db.repo(Customer).findOne({ where: { id: reset.userId } });
    if (!customer) throw invalid();
    assertAcceptablePassword('password', password, customer.email);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const usedAt = new Date();
      // Two requests with the same token: only the one that marks it used goes on.
      const consumed = await tx.repo(PasswordReset).update({ id: reset.id, usedAt: IsNull() }, { usedAt });
      if (!consumed.affected) throw invalid();
      await tx.repo(Customer).update({ id: customer.id }, { passwordHash });
      await tx
        .repo(PasswordReset)
        .update({ realm: REALM, userId: customer.id, usedAt: IsNull() }, { usedAt });
      await tx.repo(Session).delete({ realm: REALM, userId: customer.id });
    });
    return { email: customer.email };
  }
}
