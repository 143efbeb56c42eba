import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { withHtml } from './mail-html.js';
import type { IMailer, IMailMessage } from './mailer.js';

/** What one outbox file holds: the message as it would have been sent, as JSON. */
export interface IOutboxEntry extends IMailMessage {
  from: string;
  /** ISO time the message was written. */
  date: string;
}

/**
 * Without SMTP_URL, messages land as one JSON file each in DATA_DIR/outbox, named so that `ls` lists them oldest
 * first. A file is written under a temporary name and renamed, so a reader never sees half a message.
 */
let sequence = 0;

export class OutboxMailer implements IMailer {
  readonly kind = 'outbox';

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: IMailMessage): Promise<void> {
    const date = new Date().toISOString();
    const entry: IOutboxEntry = { from: this.from, date, ...withHtml(message) };
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

/** The outbox's messages, oldest first: for tests and for anyone reading the outbox from code. */
export async function readOutbox(dir: string): Promise<IOutboxEntry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith('.json') && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as IOutboxEntry),
  );
}
