import crypto from 'node:crypto';

/**
 * Crawlers, link previews, monitors and scripted clients announce themselves in the user agent; their visits
 * are not shoppers' and do not count. A request without a user agent is a script too.
 */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|scrap|preview|facebookexternalhit|embedly|headless|phantom|lighthouse|pingdom|monitor|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|axios|undici/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_PATTERN.test(userAgent);
}

/** One random salt per UTC day, kept only in memory: yesterday's keys cannot be tied to an address again. */
let salt: { day: string; value: Buffer } | undefined;

function saltOf(day: string): Buffer {
  if (salt?.day !== day) salt = { day, value: crypto.randomBytes(32) };
  return salt.value;
}

/**
 * A visitor as views count them: a keyed hash of the client address and browser for the day. It tells reloads
 * of one visitor apart from new visitors without storing who they are.
 */
export function visitorKey(ip: string, userAgent: string, now: Date): string {
  return crypto
    .createHmac('sha256', saltOf(now.toISOString().slice(0, 10)))
    .update(`${ip}\n${userAgent}`)
    .digest('hex')
    .slice(0, 40);
}
