import type { Db } from '../common/db.js';
import type { IMailer, IMailMessage, IMailQueue, IMailQueueOptions, ITemplatedMail } from '../mail/mailer.js';
import {
  currentTemplate,
  defaultTemplate,
  renderTemplate,
  shopVariables,
  siteInformationOf,
} from './render-mail.js';

/**
 * Turns a mail named by its template into a message while queuing it. The template and the shop's details are read
 * through the Db the message is queued on: inside a transaction that is the transaction itself, never the pool
 * (on SQLite a read through the pool waits behind the open transaction; on MySQL it would not see its writes).
 */
async function composeTemplatedMail(db: Db, mail: ITemplatedMail, deps: IComposeDeps): Promise<IMailMessage> {
  const { parts, row } = await currentTemplate(db, mail.template);
  const variables = { ...mail.variables, shop: shopVariables(await siteInformationOf(db), deps.publicUrl) };
  let rendered;
  try {
    rendered = renderTemplate(parts, variables, row !== null);
  } catch (error) {
    // An edited template that fails on these values (it passed the sample on save) must not lose the mail, nor
    // roll back the change it reports: the default is sent, and the failure is told.
    if (!row) throw error;
    deps.warn(`mail template ${mail.template} failed, the default was sent`, error);
    rendered = renderTemplate(defaultTemplate(mail.template), variables, false);
  }
  return {
    to: mail.to,
    ...rendered,
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  };
}

interface IComposeDeps {
  /** PUBLIC_URL: shop.url and the logo's address. */
  publicUrl: string;
  warn: (message: string, error?: unknown) => void;
}

/** The mailer the use cases see: templated mails rendered on the queue's Db, then queued as any message. */
export class TemplatedMailer implements IMailer {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly queue: IMailQueue,
    private readonly deps: IComposeDeps,
  ) {}

  async send(mail: IMailMessage | ITemplatedMail, options: IMailQueueOptions = {}): Promise<void> {
    const message =
      'template' in mail ? await composeTemplatedMail(options.tx ?? this.db, mail, this.deps) : mail;
    await this.queue.send(message, options);
  }
}
