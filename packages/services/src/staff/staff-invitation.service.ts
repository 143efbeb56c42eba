import crypto from 'node:crypto';
import { PasswordReset, Session, StaffMember } from '@shop/db';
import {
  ROLE_NAMES,
  STAFF_INVITATION_HOURS,
  STAFF_MESSAGES,
  type TStaffSetPasswordInput,
} from '@shop/domain';
import { IsNull, MoreThan } from 'typeorm';
import { hashPassword } from '../common/password.js';
import { assertAcceptablePassword } from '../common/password-policy.js';
import type { Db } from '../common/db.js';
import { ConflictError, FieldValidationError } from '../errors.js';
import type { IMailer, IMailMessage } from '../mail/mailer.js';

/**
 * The stored password of a member invited but not yet set up. Not an argon2 hash, so no password verifies
 * against it and the account cannot log in until its owner sets a password through the invitation link.
 */
export const INVITATION_PENDING_HASH = '!invitation-pending';

/** Invitation rows live in password_resets under their own realm; customers' reset links never open them. */
const REALM = 'staff';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface IStaffInvitationDeps {
  mailer: IMailer;
  /** The shop's public address: the link in the mail points there. */
  publicUrl: string;
  /** Told when the invitation could not be mailed; the admin sees it and can send a new one. */
  onMailError: (error: unknown) => void;
}

export type TInvitationOutcome = 'sent' | 'failed';

/** "admin" or "manager", as the invitation says it. */
const roleInWords = (role: number) => ROLE_NAMES[role === 1 ? 1 : 2].toLowerCase();

/** Kept as the reference the default template is tested against (mail-templates/default-templates.test.ts). */
export function invitationMail(
  to: { name: string; email: string; role: number },
  link: string,
  invitedBy: string,
  shopName: string,
): IMailMessage {
  const role = roleInWords(to.role);
  return {
    to: to.email,
    subject: `[${shopName}] You are invited to the back-office`,
    text:
      `Hello ${to.name},\n\n${invitedBy} has given you a ${role} account in the back-office of ${shopName}.\n\n` +
      `Choose your password here:\n${link}\n\n` +
      `The link works once, within ${STAFF_INVITATION_HOURS} hours. After that, ask an administrator for a ` +
      'new one.\nYour login is this email address.\n',
  };
}

/** Single-use set-password links for invited staff members: 256 random bits, only the hash stored, 72 hours. */
export class StaffInvitationService {
  constructor(
    private readonly db: Db,
    private readonly deps: IStaffInvitationDeps,
  ) {}

  /**
   * Mails a new link to a member who has not set a password yet; earlier links of theirs stop working. The link and
   * its mail are stored together (the outbox retries the mail while the mail server refuses); when they cannot be
   * stored, the member stays and the outcome says so, and the admin can send another.
   */
  async invite(memberId: number, invitedBy: string): Promise<TInvitationOutcome> {
    const member = await this.db.repo(StaffMember).findOneByOrFail({ id: memberId });
    if (member.passwordHash !== INVITATION_PENDING_HASH) throw new ConflictError(STAFF_MESSAGES.notInvited);
    const token = crypto.randomBytes(32).toString('base64url');
    const link = `${this.deps.publicUrl.replace(/\/+$/, '')}/admin/set-password?token=${token}`;
    try {
      // The link and its mail are stored together; the outbox delivers the mail, retrying while it is refused.
      await this.db.transaction(async (tx) => {
        const resets = tx.repo(PasswordReset);
        await resets.delete({ realm: REALM, userId: member.id, usedAt: IsNull() });
        await resets.insert({
          tokenHash: hashToken(token),
          realm: REALM,
          userId: member.id,
          expiresAt: new Date(Date.now() + STAFF_INVITATION_HOURS * 3600_000),
          usedAt: null,
        });
        await this.deps.mailer.send(
          {
            template: 'staff-invitation',
            to: member.email,
            variables: {
              member: { name: member.name, role: roleInWords(member.role) },
              invited_by: invitedBy,
              link,
              expires_hours: STAFF_INVITATION_HOURS,
            },
          },
          { tx },
        );
      });
      return 'sent';
    } catch (error) {
      this.deps.onMailError(error);
      return 'failed';
    }
  }

  /**
   * Sets the password of the member a valid, unused, unexpired link belongs to, and uses the link up. The
   * password is checked before the link is spent, so a refused password does not cost the member their link.
   */
  async setPassword({ token, password }: TStaffSetPasswordInput): Promise<void> {
    const invalid = () => new FieldValidationError({ token: [STAFF_MESSAGES.invitationInvalid] });
    const reset = await this.db.repo(PasswordReset).findOne({
      where: { tokenHash: hashToken(token), realm: REALM, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    const member = reset && (await this.db.repo(StaffMember).findOneBy({ id: reset.userId }));
    if (!reset || !member) throw invalid();
    assertAcceptablePassword('password', password, member.email);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      // The conditional update makes the link single-use even when two requests race with it.
      const spent = await tx
        .repo(PasswordReset)
        .update({ id: reset.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (spent.affected !== 1) throw invalid();
      await tx.repo(StaffMember).update({ id: member.id }, { passwordHash });
      await tx.repo(PasswordReset).delete({ realm: REALM, userId: member.id, usedAt: IsNull() });
      // A new password ends every session the account had (the design's auth rules).
      await tx.repo(Session).delete({ realm: REALM, userId: member.id });
    });
  }
}
