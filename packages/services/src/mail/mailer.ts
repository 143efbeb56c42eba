/** One message the shop sends: plain text always (every client reads it), HTML optionally. */
export interface IMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
  replyTo?: string | undefined;
}

/**
 * How mail leaves the shop. Contact notifications use it today; order confirmations and password resets later.
 * Providers: SMTP when SMTP_URL is set, otherwise a file outbox under DATA_DIR so that the shop works offline.
 */
export interface IMailer {
  readonly kind: 'smtp' | 'outbox';
  /** Resolves once the provider has accepted the message; rejects when it could not. */
  send(message: IMailMessage): Promise<void>;
}
