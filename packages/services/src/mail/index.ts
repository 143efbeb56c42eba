import path from 'node:path';
import type { IMailer } from './mailer.js';
import { OutboxMailer } from './outbox.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

export * from './mail-html.js';
export * from './mailer.js';
export * from './outbox.mailer.js';
export * from './smtp.mailer.js';

/** The sender when none is configured: a local address that says what it is. */
export const DEFAULT_MAIL_FROM = 'Furniture shop <no-reply@localhost>';

export interface IMailerOptions {
  /** SMTP_URL: set, mail goes through that server; unset, into DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  dataDir: string;
  from?: string | undefined;
}

export function createMailer({ smtpUrl, dataDir, from = DEFAULT_MAIL_FROM }: IMailerOptions): IMailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, from) : new OutboxMailer(path.join(dataDir, 'outbox'), from);
}
