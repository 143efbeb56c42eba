import { readFiledMail, type IFiledMail } from '@shop/services';
import path from 'node:path';
import { vi } from 'vitest';

/**
 * The mails the server under test delivered (its file transport, DATA_DIR/mail) once `ready` holds of them: mail goes
 * through the outbox, a moment after the answer that queued it.
 */
export async function deliveredMailWhen(
  dataDir: string,
  ready: (mails: IFiledMail[]) => boolean,
): Promise<IFiledMail[]> {
  return vi.waitFor(
    async () => {
      const mails = await readFiledMail(path.join(dataDir, 'mail'));
      if (!ready(mails)) throw new Error('the mail has not been delivered yet');
      return mails;
    },
    { timeout: 30_000, interval: 50 },
  );
}
