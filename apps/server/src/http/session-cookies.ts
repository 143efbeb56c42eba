import type { IRequestHttp, TSessionRealm } from '@shop/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS } from '@shop/services';

export const SESSION_COOKIE: Record<TSessionRealm, string> = {
  staff: 'shop_staff',
  customer: 'shop_customer',
};
/** The browser's device cookie: which accounts it signed in to is kept server-side (login limits). */
const DEVICE_COOKIE = 'shop_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** A guest's cart session (checkout without an account): kept 30 days. */
export const CART_COOKIE = 'shop_cart';
const CART_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** The transport side of a request for the API: its address and its session cookies. */
export function requestHttp(
  request: FastifyRequest,
  reply: FastifyReply,
  secureCookies: boolean,
): IRequestHttp {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    cookies: {
      staff: request.cookies[SESSION_COOKIE.staff],
      customer: request.cookies[SESSION_COOKIE.customer],
    },
    device: request.cookies[DEVICE_COOKIE],
    cart: request.cookies[CART_COOKIE],
    setCartCookie: (token) => {
      const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
      reply.setCookie(CART_COOKIE, token, { ...options, maxAge: CART_COOKIE_MAX_AGE_S });
    },
    setDeviceCookie: (token) => {
      const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
      reply.setCookie(DEVICE_COOKIE, token, { ...options, maxAge: DEVICE_COOKIE_MAX_AGE_S });
    },
    setSessionCookie: (realm, token) => {
      const options = { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies } as const;
      if (token)
        reply.setCookie(SESSION_COOKIE[realm], token, { ...options, maxAge: SESSION_ABSOLUTE_MS / 1000 });
      else reply.clearCookie(SESSION_COOKIE[realm], options);
    },
  };
}
