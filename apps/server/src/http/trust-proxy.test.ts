import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy, type TTrustProxy } from './trust-proxy.js';

async function clientAddress(trust: TTrustProxy, peer: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
  app.get('/', async (request) => request.ip);
  const answer = await app.inject({
    url: '/',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return answer.body;
}

describe('TRUST_PROXY', () => {
  it('takes the address the nearest trusted proxy saw, not what the client wrote', async () => {
    // The client wrote "1.1.1.1, 2.2.2.2"; the proxy at 10.0.0.2 appended the address it saw, 198.51.100.7.
    const chain = '1.1.1.1, 2.2.2.2, 198.51.100.7';
    expect(await clientAddress(1, '10.0.0.2', chain)).toBe('198.51.100.7');
    expect(await clientAddress(['10.0.0.0/8'], '10.0.0.2', chain)).toBe('198.51.100.7');
    expect(await clientAddress(2, '10.0.0.2', '1.1.1.1, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy, and by default', async () => {
    expect(await clientAddress(['10.0.0.2'], '203.0.113.5', '1.1.1.1')).toBe('203.0.113.5');
    expect(await clientAddress(false, '203.0.113.5', '1.1.1.1')).toBe('203.0.113.5');
  });

  it('reads false, hop counts and address lists, and nothing else', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy(' 1 ')).toBe(1);
    expect(parseTrustProxy('10.0.0.2,fd00::/8')).toEqual(['10.0.0.2', 'fd00::/8']);
    for (const value of ['true', '10.0.0.2/', '10.0.0.2/8/8', 'nginx', '-1', '100'])
      expect(parseTrustProxy(value), value).toBeUndefined();
  });
});
