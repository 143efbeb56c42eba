import nodemailer, { type Transporter } from 'nodemailer';
import { withHtml } from './mail-html.js';
import type { IMailMessage, IMailTransport, IRenderedAttachment } from './mailer.js';

/**
 * A slow or unreachable mail server must not hold the outbox worker for nodemailer's default two minutes: the
 * message is simply tried again later.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends through an SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`. */
export class SmtpMailer implements IMailTransport {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // One kept connection: the outbox worker sends its messages one after another, without a handshake each.
    this.transport = nodemailer.createTransport({ url, pool: true, maxConnections: 1, ...TIMEOUTS });
  }

  async send(
    message: IMailMessage,
    extra: { messageId?: string; files?: readonly IRenderedAttachment[] } = {},
  ): Promise<void> {
    const { to, subject, text, html, replyTo } = withHtml(message);
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      html,
      replyTo,
      ...(extra.messageId ? { messageId: extra.messageId } : {}),
      ...(extra.files?.length
        ? {
            attachments: extra.files.map(({ filename, content, contentType }) => ({
              filename,
              content,
              contentType,
            })),
          }
        : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
