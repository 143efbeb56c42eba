import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are safe to keep in the log (paging and sorting). Every other value is written as
 * `[redacted]`: a query string can carry a password (a form submitted before the page came alive), a reset token
 * (`/reset-password?token=`), an email or a tRPC call's whole input, and the log outlives all of them.
 */
const LOGGED_QUERY_KEYS: ReadonlySet<string> = new Set(['page', 'sort', 'batch']);

/** The request's path with the values of its query string redacted, keys kept (they help to read the log). */
export function redactedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url.slice(mark + 1);
  if (query === '') return url;
  const pairs = query.split('&').map((pair) => {
    const equals = pair.indexOf('=');
    const key = equals === -1 ? pair : pair.slice(0, equals);
    let name = key;
    try {
      name = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judged as written, which matches no kept key.
    }
    if (equals === -1) return key;
    return LOGGED_QUERY_KEYS.has(name) ? pair : `${key}=[redacted]`;
  });
  return `${url.slice(0, mark)}?${pairs.join('&')}`;
}

/**
 * Fastify's request serializer with the query values redacted; otherwise the fields of its default one. Bodies are
 * never logged (Fastify logs none, and this keeps it so).
 */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
