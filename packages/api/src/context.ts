import type { TServices } from '@shop/services';

export type TSessionRealm = 'staff' | 'customer';

/**
 * What the transport (Fastify, or a test) lends a request: the session cookies it carried, a way to set or
 * clear them, and the client address for rate limits. Procedures never see HTTP objects.
 */
export interface IRequestHttp {
  ip: string;
  /** The browser's User-Agent header: bots are not counted as visitors. */
  userAgent?: string;
  cookies: Partial<Record<TSessionRealm, string>>;
  setSessionCookie: (realm: TSessionRealm, token: string | null) => void;
  /**
   * The browser's device cookie: a random token set at its first successful login, by which the login limits
   * know a browser that signed in to an account before (see rate-limit.ts). Absent where there are no cookies.
   */
  device?: string;
  setDeviceCookie?: (token: string) => void;
  /**
   * A guest's cart session cookie (httpOnly, SameSite=Lax, random): made by the first call that needs it (see
   * shopperProcedure), which sets it here too so later calls of the same request see it.
   */
  cart?: string;
  setCartCookie?: (token: string) => void;
}

export interface ICreateContextInnerOptions {
  services: TServices;
  http: IRequestHttp;
}

export function createContextInner({ services, http }: ICreateContextInnerOptions) {
  return { services, http };
}

export type TContext = ReturnType<typeof createContextInner>;

/** An http stand-in that keeps cookies in memory: for createCaller tests and server-side calls. */
export function memoryHttp(ip = '127.0.0.1'): IRequestHttp {
  const http: IRequestHttp = {
    ip,
    cookies: {},
    setSessionCookie: (realm, token) => {
      if (token) http.cookies[realm] = token;
      else delete http.cookies[realm];
    },
    setDeviceCookie: (token) => {
      http.device = token;
    },
    setCartCookie: (token) => {
      http.cart = token;
    },
  };
  return http;
}
