import type { TMailTemplateKey } from '@shop/domain';
import type { Db } from '../common/db.js';

/** A document that goes with a mail, named by reference and drawn only when the mail is sent. */
export interface IMailAttachmentRef {
  kind: 'invoice' | 'credit-note' | 'packing-slip';
  id: number;
}

/** An attachment drawn at send time, as the transport takes it. */
export interface IRenderedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** One message the shop sends: plain text always (every client reads it), HTML optionally. */
export interface IMailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
  replyTo?: string | undefined;
  /** Documents to attach, kept as references in the outbox and drawn when the mail leaves. */
  attachments?: IMailAttachmentRef[] | undefined;
}

/** What a queued message is about and where it is written. */
export interface IMailQueueOptions {
  /** The order the message reports on: the back-office's outbox links to it. */
  orderId?: number | null | undefined;
  /**
   * The transaction of the change the message reports: the message is written in it, so it exists exactly when the
   * change does. Left out, the service's own Db (a transaction already when the service is a transaction's).
   */
  tx?: Db | undefined;
}

/**
 * A customer mail named by its template and the values the template reads: rendered when it is queued, with the
 * template staff saved (else the default in code) and the shop's details (mail-templates/).
 */
export interface ITemplatedMail {
  template: TMailTemplateKey;
  to: string;
  variables: Record<string, unknown>;
  /** Documents to attach, as IMailMessage's. */
  attachments?: IMailAttachmentRef[] | undefined;
}

/** Writes a finished message into the outbox (a row), for the outbox worker of some app process to deliver. */
export interface IMailQueue {
  send(message: IMailMessage, options?: IMailQueueOptions): Promise<void>;
}

/**
 * How the use cases send mail: `send` renders a templated mail, writes the message into the outbox (a row), and the
 * outbox worker of some app process delivers it through the transport, retrying while the transport refuses.
 * Resolves once the row is written.
 */
export interface IMailer {
  readonly kind: 'outbox';
  send(message: IMailMessage | ITemplatedMail, options?: IMailQueueOptions): Promise<void>;
}

/**
 * How mail leaves the shop once the outbox worker has taken it: SMTP when SMTP_URL is set, otherwise one file per
 * message under DATA_DIR/mail, so that the shop works offline. `messageId` is the outbox row's, the same on every
 * attempt, so that a receiver can tell a message sent twice (a process killed between sending and noting it).
 */
export interface IMailTransport {
  readonly kind: 'smtp' | 'file';
  /** Resolves once the provider has accepted the message; rejects when it could not. */
  send(
    message: IMailMessage,
    extra?: { messageId?: string; files?: readonly IRenderedAttachment[] },
  ): Promise<void>;
  close?(): void;
}
