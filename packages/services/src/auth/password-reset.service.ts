import crypto from 'node:crypto';
import { Customer, PasswordReset, Session } from '@shop/db';
import { ACCOUNT_MESSAGES, RESET_TOKEN_MINUTES } from '@shop/domain';
import { IsNull, LessThan } from 'typeorm';
import type { Db } from '../common/db.js';
import { FieldValidationError } from '../errors.js';
import type { IMailer, IMailMessage } from '../mail/mailer.js';
import type { InformationService } from '../site/information.service.js';
import { hashPassword } from './password.js';
import { assertAcceptablePassword } from './password-policy.js';

export interface IPasswordResetDeps {
  mailer: IMailer;
  information: InformationService;
  /** Told when the reset mail could not be sent; the visitor's answer is the same either way. */
  onMailError: (error: unknown) => void;
}

const REALM = 'customer';
/** The address DESIGN section 3 serves the shop on, for links when the transport names none (tests). */
const DEFAULT_ORIGIN = 'http://localhost:3000';
/** Where the reset screen lives in the web app; the token travels in the query. */
export const RESET_PATH = '/reset-password';

/** Only the SHA-256 of a token is stored: a leaked table (or backup) opens no account. */
export const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

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
   * Mails a reset link when the email belongs to a customer who may log in; otherwise does nothing. The caller
   * answers the same either way, and the mail is sent after the answer (an SMTP round trip would otherwise tell
   * by its duration that the account exists). `origin` is the shop's address for the link.
   */
  async requestReset(email: string, origin = DEFAULT_ORIGIN): Promise<void> {
    const customer = await this.db.repo(Customer).findOne({ where: { email } });
    if (!customer || customer.blocked) return;
    const token = crypto.randomBytes(32).toString('base64url');
    const now = Date.now();
    const resets = this.db.repo(PasswordReset);
    await resets.delete({ realm: REALM, userId: customer.id, expiresAt: LessThan(new Date(now)) });
    await resets.insert({
      tokenHash: hashResetToken(token),
      realm: REALM,
      userId: customer.id,
      expiresAt: new Date(now + RESET_TOKEN_MINUTES * 60_000),
    });
    const link = `${origin}${RESET_PATH}?token=${encodeURIComponent(token)}`;
    void this.deps.information
      .detail()
      .then((shop) => this.deps.mailer.send(resetMail(customer.email, customer.name, shop.name, link)))
      .catch((error: unknown) => this.deps.onMailError(error));
  }

  /**
   * Sets a new password with a link's token. An unknown, used or expired token is a field error on `token`; a
   * refused password leaves the token usable, so the customer can try another one.
   */
  async resetPassword(token: string, password: string): Promise<void> {
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
  }
}
