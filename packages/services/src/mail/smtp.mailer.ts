import type { Transporter } from 'nodemailer';
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
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  /**
   * nodemailer is loaded with the first mail, not with the app: a process that sends none (most test servers, a
   * replica without an outbox turn) does not pay its import at start.
   */
  private connect(): Promise<Transporter> {
    // One kept connection: the outbox worker sends its messages one after another, without a handshake each.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: this.url, pool: true, maxConnections: 1, ...TIMEOUTS }),
    );
    return this.transport;
  }

  async send(
    message: IMailMessage,
    extra: { messageId?: string; files?: readonly IRenderedAttachment[] } = {},
  ): Promise<void> {
    const { to, subject, text, html, replyTo } = withHtml(message);
    const transport = await this.connect();
    await transport.sendMail({
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
    void this.transport?.then((transport) => transport.close());
  }
}
