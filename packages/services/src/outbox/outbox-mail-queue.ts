import { OutboxMessage } from '@shop/db';
import type { TClock } from '../common/clock.js';
import type { Db } from '../common/db.js';
import type { IMailMessage, IMailQueue, IMailQueueOptions } from '../mail/mailer.js';
import { wholeSecond } from './outbox-claim.js';

/** The longest subject and recipient the outbox's columns keep (the payload keeps the whole message). */
const SUBJECT_LENGTH = 255;
const RECIPIENT_LENGTH = 190;

/**
 * The mailer the use cases see: a message becomes an outbox row on the Db it is given (the change's transaction)
 * or the service's own, due at once. `onQueued` is told once the row is committed, so that this process's worker
 * delivers it without waiting for its next round.
 */
export class OutboxMailQueue implements IMailQueue {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly deps: { now: TClock; onQueued?: (() => void) | undefined },
  ) {}

  async send(message: IMailMessage, { orderId = null, tx }: IMailQueueOptions = {}): Promise<void> {
    const db = tx ?? this.db;
    await db.repo(OutboxMessage).insert({
      kind: 'mail',
      recipient: message.to.slice(0, RECIPIENT_LENGTH),
      subject: message.subject.slice(0, SUBJECT_LENGTH),
      payload: JSON.stringify(message),
      nextAttemptAt: wholeSecond(this.deps.now()),
      orderId,
    });
    const { onQueued } = this.deps;
    if (onQueued) db.afterCommit(onQueued);
  }
}
