import dns from 'node:dns/promises';
import net from 'node:net';
import { WEBHOOK_MESSAGES } from '@shop/domain';

/**
 * Addresses a webhook must never reach unless private ones are allowed: this machine, private networks, link-local
 * (the cloud metadata service, 169.254.169.254, among them), CGNAT, documentation, multicast and reserved ranges,
 * and IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) so that none of them is a way around.
 */
const PRIVATE_V4 = new net.BlockList();
/** Apart from IPv4's: Node checks an IPv4 address against IPv6 rules as if mapped, so ::ffff:0:0/96 would take all. */
const PRIVATE_V6 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE_V4.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_V6.addSubnet(prefix, bits, 'ipv6');

/** Whether `address` (an IP, v4 or v6) is one a webhook may reach by default. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !PRIVATE_V4.check(address, 'ipv4');
  return family === 6 && !PRIVATE_V6.check(address, 'ipv6');
}

/** Why an address cannot take webhooks: one of WEBHOOK_MESSAGES, said as it is to the back-office. */
export class WebhookAddressError extends Error {}

interface IResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** How a host name becomes addresses (the system's resolver; tests give their own). */
export type TResolve = (hostname: string) => Promise<IResolvedAddress[]>;

const systemResolve: TResolve = async (hostname) => {
  const found = await dns.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export interface IAddressPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE: private addresses too (tests, an internal network). */
  allowPrivate: boolean;
  resolve?: TResolve | undefined;
}

/** A webhook's address, checked: the URL and the one IP to connect to. */
export interface ICheckedTarget extends IResolvedAddress {
  url: URL;
}

/**
 * Parses `raw` as an http(s) URL without credentials and resolves its host. Every address the name has must be
 * public (a name with one private address among public ones is refused: the connection could land on it); the
 * first is the one to connect to, so that what was checked is what is reached, whatever the name resolves to later.
 */
export async function checkWebhookTarget(raw: string, policy: IAddressPolicy): Promise<ICheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookAddressError(WEBHOOK_MESSAGES.invalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookAddressError(WEBHOOK_MESSAGES.scheme);
  if (url.username || url.password) throw new WebhookAddressError(WEBHOOK_MESSAGES.credentials);
  // The URL parser keeps IPv6 hosts in brackets and has already turned odd IPv4 forms (0x7f.1, 2130706433) into
  // dotted ones.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: IResolvedAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new WebhookAddressError(WEBHOOK_MESSAGES.unresolved);
  }
  if (!policy.allowPrivate && !addresses.every((a) => isPublicAddress(a.address)))
    throw new WebhookAddressError(WEBHOOK_MESSAGES.privateAddress);
  return { url, ...addresses[0]! };
}
