import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

/**
 * The address links in the shop's mail (a password reset) start with. PUBLIC_URL when set. Without it, the
 * request's own origin only when it came to a loopback host (the shop running on this machine, the offline
 * default): any other Host header is whatever the client wrote, and believing it would let a stranger request a
 * reset for someone else's email that links to a site of their own, where the token would be captured. Otherwise
 * the local address the shop announces at start-up.
 */
export function linkOriginFor(publicUrl: string | undefined, port: number) {
  return (request: FastifyRequest): string => {
    if (publicUrl) return publicUrl;
    if (LOOPBACK_HOSTS.test(request.hostname)) return `${request.protocol}://${request.host}`;
    return `http://localhost:${port}`;
  };
}
