import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { linkOriginFor } from './link-origin.js';

const request = (protocol: 'http' | 'https', host: string) => {
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return { protocol, host, hostname } as FastifyRequest;
};

describe('the origin of links in mail', () => {
  it('is PUBLIC_URL whenever it is set, whatever the request says', () => {
    const origin = linkOriginFor('https://shop.example.com', 3000);
    expect(origin(request('http', 'evil.example'))).toBe('https://shop.example.com');
    expect(origin(request('http', '127.0.0.1:3000'))).toBe('https://shop.example.com');
  });

  it('without PUBLIC_URL, is the request origin only for a loopback host', () => {
    const origin = linkOriginFor(undefined, 3000);
    expect(origin(request('http', 'localhost:3000'))).toBe('http://localhost:3000');
    expect(origin(request('http', '127.0.0.1:41234'))).toBe('http://127.0.0.1:41234');
    expect(origin(request('http', '[::1]:3000'))).toBe('http://[::1]:3000');
  });

  it('never echoes a Host header the client may have written', () => {
    const origin = linkOriginFor(undefined, 8080);
    for (const host of [
      'evil.example',
      'shop.example.com',
      'localhost.evil.example',
      '127.0.0.1.evil.example',
    ])
      expect(origin(request('https', host))).toBe('http://localhost:8080');
  });
});
