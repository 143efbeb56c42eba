import type { FastifyRequest } from 'fastify';

/**
 * The CSRF defence of the storefront's plain form posts (routes/form-posts.ts), which cannot send the
 * X-Requested-With header the API asks for. A post is accepted only when the browser says it came from one of the
 * shop's own pages:
 *
 * - `Sec-Fetch-Site: same-origin` (Fetch Metadata), which every current browser sends with every request and no page
 *   can forge: a form on another site, even a sibling subdomain, is sent as `cross-site` or `same-site`;
 * - from a browser without Fetch Metadata, an `Origin` header naming this shop: PUBLIC_URL's origin when set, else
 *   the host the request was sent to. The shop's `Referrer-Policy: no-referrer` makes such a browser send
 *   `Origin: null` or none at all; that is refused too, as is a post with neither header.
 *
 * The session cookies are SameSite=Lax as well, so a cross-site post never carries a session; what this check adds
 * is that no other site can log a visitor in to an account of its choosing, register one or send messages in the
 * visitor's name.
 */
export function isSameOriginFormPost(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  let sender: URL;
  try {
    sender = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl) return sender.origin === new URL(publicUrl).origin;
  return sender.host === request.host;
}
