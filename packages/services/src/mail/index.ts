import path from 'node:path';
import type { IMailTransport } from './mailer.js';
import { FileMailer } from './file.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

export * from './mail-html.js';
export * from './mailer.js';
export * from './file.mailer.js';
export * from './smtp.mailer.js';

/** The sender when none is configured: a local address that says what it is. */
export const DEFAULT_MAIL_FROM = 'Furniture shop <no-reply@localhost>';

export interface IMailerOptions {
  /** SMTP_URL: set, mail goes through that server; unset, into DATA_DIR/mail. */
  smtpUrl?: string | undefined;
  dataDir: string;
  from?: string | undefined;
}

/** The transport the outbox worker delivers through. */
export function createMailTransport({
  smtpUrl,
  dataDir,
  from = DEFAULT_MAIL_FROM,
}: IMailerOptions): IMailTransport {
  return smtpUrl ? new SmtpMailer(smtpUrl, from) : new FileMailer(path.join(dataDir, 'mail'), from);
}
