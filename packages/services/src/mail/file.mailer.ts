import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { withHtml } from './mail-html.js';
import type { IMailMessage, IMailTransport, IRenderedAttachment } from './mailer.js';

/** What one mail file holds: the message as it would have been sent, as JSON (attachments by name and size). */
export interface IFiledMail extends Omit<IMailMessage, 'attachments'> {
  from: string;
  /** ISO time the message was written. */
  date: string;
  messageId?: string | undefined;
  files?: { filename: string; contentType: string; bytes: number }[] | undefined;
}

/**
 * Without SMTP_URL, messages land as one JSON file each in DATA_DIR/mail, named so that `ls` lists them oldest
 * first. A file is written under a temporary name and renamed, so a reader never sees half a message.
 */
let sequence = 0;

export class FileMailer implements IMailTransport {
  readonly kind = 'file';

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(
    message: IMailMessage,
    extra: { messageId?: string; files?: readonly IRenderedAttachment[] } = {},
  ): Promise<void> {
    const date = new Date().toISOString();
    const { attachments: _references, ...rest } = withHtml(message);
    const files = extra.files?.map((f) => ({
      filename: f.filename,
      contentType: f.contentType,
      bytes: f.content.length,
    }));
    const entry: IFiledMail = {
      from: this.from,
      date,
      ...rest,
      ...(extra.messageId ? { messageId: extra.messageId } : {}),
      ...(files?.length ? { files } : {}),
    };
    // Two messages in one millisecond keep their order by the sequence; the random part keeps processes apart.
    sequence = (sequence + 1) % 1_000_000;
    const stamp = `${date.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
    const name = `${stamp}-${crypto.randomBytes(4).toString('hex')}.json`;
    await fs.mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.${name}.tmp`);
    await fs.writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600 });
    await fs.rename(temporary, path.join(this.dir, name));
  }
}

/** The mail files' messages, oldest first: for tests and for anyone reading them from code. */
export async function readFiledMail(dir: string): Promise<IFiledMail[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as IFiledMail),
  );
}
