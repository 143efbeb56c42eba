import crypto from 'node:crypto';

/**
 * A guest's cart session: a random opaque token in an httpOnly cookie of its own, made by the first call that needs
 * it. The database keeps only its SHA-256, so a leaked table opens no session.
 */
export const newCartSessionToken = (): string => crypto.randomBytes(32).toString('base64url');

export const cartSessionHash = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

/** A token of the shape newCartSessionToken makes; anything else sent as the cookie is ignored. */
export const isCartSessionToken = (token: string | undefined): token is string =>
  !!token && /^[A-Za-z0-9_-]{43}$/.test(token);
