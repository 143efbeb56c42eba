import nodemailer, { type Transporter } from 'nodemailer';
import { withHtml } from './mail-html.js';
import type { IMailer, IMailMessage } from './mailer.js';

/**
 * A slow or unreachable mail server must not hold a request for nodemailer's default two minutes: the caller
 * decides what a failure means (the contact message is already stored, say).
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Sends through an SMTP server: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...:465`. */
export class SmtpMailer implements IMailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url, ...TIMEOUTS });
  }

  async send(message: IMailMessage): Promise<void> {
    const { to, subject, text, html, replyTo } = withHtml(message);
    await this.transport.sendMail({ from: this.from, to, subject, text, html, replyTo });
  }

  close(): void {
    this.transport.close();
  }
}
