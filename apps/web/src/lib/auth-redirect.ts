import type { TMovedReason } from './search-params';

/**
 * Where a 401 from the API sends the browser (the design's auth rules): a refused staff call goes to
 * /admin/login?redirect=<current path> and a refused customer call to /login?redirect=<current path>, so the user
 * comes back to the screen they were on; `reason=session-ended` lets the login page say why they are there. Pure,
 * so it is unit tested.
 */

/** The session a 401 asked for, as the server names it in the error's `data.realm`. */
export type TRealm = 'staff' | 'customer';

/** Guard lookups answer "no session" themselves, and a failed login or logout must stay on the page it came from. */
const NEVER_REDIRECT = new Set([
  'auth.getUser',
  'auth.getCustomerAuth',
  'auth.getAdminAuth',
  'auth.adminLogin',
  'auth.adminLogout',
  'auth.customerLogin',
  'auth.customerLogout',
  'auth.customerRegister',
]);

/** Customer-realm procedures, told by their router folder: the fallback for a 401 that does not name its realm. */
const CUSTOMER_PREFIXES = [
  'auth.customer',
  'account.',
  'order.mine',
  'review.write',
  'review.eligibility',
  'wishlist.',
  'checkout.',
];

const LOGIN_PAGES = new Set(['/login', '/register', '/admin/login']);

export interface ILocationLike {
  pathname: string;
  search: string;
  hash?: string;
}

export function isCustomerCall(path: string): boolean {
  return CUSTOMER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isRealm(value: unknown): value is TRealm {
  return value === 'staff' || value === 'customer';
}

/**
 * The page to send the browser to after a 401 from `path`, or null to stay and let the caller show the error. The
 * realm the server named wins; without one the router key decides.
 */
export function unauthorizedTarget(path: string, location: ILocationLike, realm?: TRealm): string | null {
  if (NEVER_REDIRECT.has(path)) return null;
  if (LOGIN_PAGES.has(normalisePath(location.pathname))) return null;
  const customer = realm ? realm === 'customer' : isCustomerCall(path);
  const here = `${location.pathname}${location.search}${location.hash ?? ''}`;
  const login = customer ? '/login' : '/admin/login';
  const reason: TMovedReason = 'session-ended';
  return `${login}?${new URLSearchParams({ redirect: here, reason }).toString()}`;
}

/**
 * Accepts a `redirect` search value only when it is a path on this site, so a crafted login link cannot send the
 * user to another origin after they sign in.
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  ) {
    return fallback;
  }
  return value;
}
