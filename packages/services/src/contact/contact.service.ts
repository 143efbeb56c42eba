import { ContactMessage } from '@shop/db';
import type { IPaginated, TContactForm, TContactListInput, TContactMessage } from '@shop/domain';
import type { Db } from '../common/db.js';
import { findOrThrow } from '../common/find.js';
import { allOf, countRows, pagedQuery, searchCondition } from '../common/reads/paged-query.js';
import { COLUMNS, READ_CONDITIONS, toContactMessage } from './contact-message.js';
import type { IMailer, IMailMessage } from '../mail/mailer.js';
import type { InformationService } from '../information/information.service.js';

export interface IContactServiceDeps {
  mailer: IMailer;
  information: InformationService;
  /** Told when the notification could not be sent; the message itself is stored by then. */
  onMailError: (error: unknown) => void;
}

/** The notification staff get: the visitor's words as plain text, with Reply-To set to the visitor. */
export function contactNotification(form: TContactForm, to: string, shopName: string): IMailMessage {
  return {
    to,
    replyTo: form.email,
    subject: `[${shopName}] Contact: ${form.subject}`,
    text:
      `${form.name} <${form.email}> wrote through the contact form:\n\n` +
      `Subject: ${form.subject}\n\n${form.message}\n\n` +
      '(Reply to this mail to answer them; the message is also in the back-office under Contacts.)\n',
  };
}

export type TContactOutcome = 'stored' | 'ignored';

/** The contact form: a visitor's message stored and notified, and the back-office inbox that reads and marks them. */
export class ContactService {
  constructor(
    private readonly db: Db,
    private readonly deps: IContactServiceDeps,
  ) {}

  /**
   * Stores the message for the back-office, then mails a notification to the shop's address. A filled honeypot
   * (`website`) means a bot: nothing is stored or sent, and the caller answers as if it had been. A mail that
   * cannot be sent does not fail the visitor's request: the message is safe in the back-office either way.
   */
  async create(form: TContactForm): Promise<TContactOutcome> {
    if (form.website?.trim()) return 'ignored';
    const { name, email, subject, message } = form;
    await this.db.repo(ContactMessage).insert({ name, email, subject, message });
    const shop = await this.deps.information.detail();
    if (shop.email) {
      await this.deps.mailer
        .send(contactNotification(form, shop.email, shop.name))
        .catch((error: unknown) => this.deps.onMailError(error));
    }
    return 'stored';
  }

  private get messages() {
    return this.db.repo(ContactMessage);
  }

  private get table() {
    return this.db.metadata(ContactMessage).tableName;
  }

  /** Unread first (they are the work to do), then newest first; ties by id, so pages never overlap. */
  getList(input: TContactListInput): Promise<IPaginated<TContactMessage>> {
    return pagedQuery(this.db, {
      table: this.table,
      columns: COLUMNS,
      where: allOf(
        READ_CONDITIONS[input.filter],
        searchCondition(['name', 'email', 'subject'], input.search),
      ),
      orderBy: 'is_read ASC, created_at DESC, id DESC',
      page: input.page,
      map: toContactMessage,
    });
  }

  async detail(id: number): Promise<TContactMessage> {
    return toContactMessage(await findOrThrow(this.messages, id, 'Message'));
  }

  /** Sets the read flag, or flips it when `isRead` is not given; answers the message as it now is. */
  async changeRead(id: number, isRead?: boolean): Promise<TContactMessage> {
    const message = await findOrThrow(this.messages, id, 'Message');
    const next = isRead ?? !message.isRead;
    if (next !== message.isRead) await this.messages.update({ id }, { isRead: next });
    return toContactMessage({ ...message, isRead: next });
  }

  unreadCount(): Promise<number> {
    return countRows(this.db, this.table, READ_CONDITIONS.unread);
  }
}
