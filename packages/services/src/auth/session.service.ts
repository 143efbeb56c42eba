import crypto from 'node:crypto';
import { Session } from '@shop/db';
import type { Repository } from 'typeorm';
import type { Db } from '../common/db.js';
import { LessThan } from 'typeorm';

export type TRealm = 'staff' | 'customer';

export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** lastSeenAt is written at most this often, so that reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface IActiveSession {
  userId: number;
  tokenHash: string;
}

export class SessionService {
  private readonly sessions: Repository<Session>;

  constructor(db: Db) {
    this.sessions = db.repo(Session);
  }

  /** Starts a session and returns the cookie token: 256 random bits, of which only the hash is stored. */
  async create(realm: TRealm, userId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = new Date();
    await this.sessions.insert({
      tokenHash: hashToken(token),
      realm,
      userId,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return token;
  }

  async resolve(realm: TRealm, token: string | undefined): Promise<IActiveSession | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    const session = await this.sessions.findOne({ where: { tokenHash, realm } });
    if (!session) return null;
    const now = Date.now();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now) {
      await this.sessions.delete({ id: session.id });
      return null;
    }
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: new Date(now) });
    }
    return { userId: session.userId, tokenHash };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.sessions.delete({ tokenHash: hashToken(token) });
  }

  /** After a password change: every other session of the user ends. */
  async destroyOthers(realm: TRealm, userId: number, keepTokenHash: string): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('realm = :realm AND user_id = :userId AND token_hash <> :keepTokenHash', {
        realm,
        userId,
        keepTokenHash,
      })
      .execute();
  }

  async purgeExpired(): Promise<void> {
    await this.sessions.delete({ expiresAt: LessThan(new Date()) });
  }
}
