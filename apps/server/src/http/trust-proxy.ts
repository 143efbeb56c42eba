import net from 'node:net';

/** false: no proxy; a number: that many proxies in front; a list: the proxies' addresses or CIDR ranges. */
export type TTrustProxy = false | number | string[];

/** Ranges proxy-addr (Fastify's resolver) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || net.isIP(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const version = net.isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY; undefined when it is none of the accepted forms. Plain `true` is refused rather than read as
 * one hop: it used to mean "the left-most X-Forwarded-For entry", which the client writes itself, and guessing a
 * hop count for an operator who wrote it could hand every client behind a two-proxy chain one shared address.
 */
export function parseTrustProxy(value: string): TTrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * The Fastify `trustProxy` option. Fastify itself now treats a bare number as "trust nobody" (a hop count cannot
 * tell a proxy from a direct client), so the hop count becomes a function: the socket peer and the entries the
 * nearer proxies appended are trusted, and the client address is the next one to the left. That is only sound
 * when the shop's port is reachable through the proxies alone; otherwise list their addresses.
 */
export function fastifyTrustProxy(trust: TTrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
