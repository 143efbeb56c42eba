/**
 * Where a 401 from the API sends the browser (DESIGN section 6): staff calls go to /admin, whose guard continues to
 * /admin/login?redirect=..., and customer calls go to /login?redirect=<current path>. Pure, so it is unit tested.
 */

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

/** Procedures that run in the customer realm, recognised by the router folder they live in. */
const CUSTOMER_PREFIXES = ['auth.customer', 'account.', 'myAccount.', 'wishlist.', 'payment.', 'checkout.'];

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

/** The page to send the browser to after a 401 from `path`, or null to stay and let the caller show the error. */
export function unauthorizedTarget(path: string, location: ILocationLike): string | null {
  if (NEVER_REDIRECT.has(path)) return null;
  if (LOGIN_PAGES.has(normalisePath(location.pathname))) return null;
  if (isCustomerCall(path)) {
    const here = `${location.pathname}${location.search}${location.hash ?? ''}`;
    return `/login?${new URLSearchParams({ redirect: here }).toString()}`;
  }
  return '/admin';
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
