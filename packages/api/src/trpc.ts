import { initTRPC, TRPCError } from '@trpc/server';
import { ROLE } from '@shop/domain';
import {
  ServiceError,
  UnauthenticatedError,
  cartSessionHash,
  isCartSessionToken,
  newCartSessionToken,
  type ICheckoutCustomer,
} from '@shop/services';
import type { TContext, TSessionRealm } from './context.js';
import {
  fieldErrorsOf,
  httpStatusOf,
  isDatabaseUnavailable,
  isUnavailable,
  publicMessageOf,
  realmOf,
  serviceUnavailable,
  sessionRequired,
  toTRPCError,
} from './errors.js';
import { beginAuthAttempt, type TAuthAttemptKind } from './rate-limit.js';
import type { TMeta } from './rest.js';

const t = initTRPC
  .context<TContext>()
  .meta<TMeta>()
  .create({
    /**
     * One error shape for /trpc: a message, the field `errors` map on validation failures (the UI shows the first
     * message per field), and never a stack trace or an internal message. Message and status come from errors.ts,
     * where the REST body is built from the same rules.
     */
    errorFormatter({ shape, error }) {
      const errors = fieldErrorsOf(error);
      // A 401 names the realm whose session is missing, so the web app knows which login to send the user to.
      const realm = realmOf(error);
      return {
        message: publicMessageOf(error, errors),
        code: shape.code,
        ...(errors ? { errors } : {}),
        ...(realm ? { realm } : {}),
        data: {
          code: isUnavailable(error) ? 'SERVICE_UNAVAILABLE' : shape.data.code,
          httpStatus: httpStatusOf(error),
          path: shape.data.path,
          ...(errors ? { errors } : {}),
          ...(realm ? { realm } : {}),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Services speak in their own errors; here they become HTTP-meaningful tRPC errors. A database that cannot be
 * reached is the shop being down for a moment, not a bug: 503 with Retry-After.
 */
const serviceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof ServiceError) throw toTRPCError(result.error.cause);
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) throw serviceUnavailable(result.error.cause);
  return result;
});

export const publicProcedure = t.procedure.use(serviceErrors);

/** A session cookie that no longer opens a session is cleared, so the browser stops sending it. */
function forgetStaleCookie(ctx: TContext, realm: TSessionRealm, found: boolean) {
  if (!found && ctx.http.cookies[realm]) ctx.http.setSessionCookie(realm, null);
}

const authenticateStaff = async (ctx: TContext) => {
  const auth = await ctx.services.auth.authenticateStaff(ctx.http.cookies.staff);
  forgetStaleCookie(ctx, 'staff', !!auth);
  return auth;
};

const authenticateCustomer = async (ctx: TContext) => {
  const auth = await ctx.services.auth.authenticateCustomer(ctx.http.cookies.customer);
  forgetStaleCookie(ctx, 'customer', !!auth);
  return auth;
};

const staffSession = t.middleware(async ({ ctx, next }) => {
  const auth = await authenticateStaff(ctx);
  if (!auth) throw sessionRequired('staff');
  return next({ ctx: { staff: auth.user, staffSession: auth.session } });
});

const adminRole = t.middleware(({ ctx, next }) => {
  const { staff } = ctx as TContext & { staff?: { role: number } };
  if (staff?.role !== ROLE.ADMIN) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This action is for administrators only.' });
  }
  return next();
});

const customerSession = t.middleware(async ({ ctx, next }) => {
  const auth = await authenticateCustomer(ctx);
  if (!auth) throw sessionRequired('customer');
  return next({ ctx: { customer: auth.customer, customerSession: auth.session } });
});

/**
 * Any back-office user (ADMIN or MANAGER). Every mutation that succeeds leaves one audit entry: who, which call,
 * which record (the input's id, or the answer's for a create), the input without secrets. It is written after the change and never fails it (AuditService
 * reports a write that did not happen), so the log is kept here once rather than by each procedure.
 */
export const staffProcedure = publicProcedure
  .use(staffSession)
  .use(async ({ ctx, type, path, meta, getRawInput, next }) => {
    const result = await next();
    if (type === 'mutation' && result.ok && !meta?.readOnly) {
      const input = await getRawInput().catch(() => undefined);
      await ctx.services.audit.record({ staff: ctx.staff, action: path, input, output: result.data });
    }
    return result;
  });

/** hrm, customers, orders and site information: ADMIN only (the spec's roles and permissions). */
export const adminOnlyProcedure = staffProcedure.use(adminRole);

export const customerProcedure = publicProcedure.use(customerSession);

/**
 * The shopper of a checkout call: the customer when a customer session is there, otherwise a guest known by
 * their cart session (an httpOnly cookie of its own). `buyer()` makes that cookie when the browser has none
 * (a quote or an order: the guest's first checkout write); `buyer({ create: false })` does not, and then answers a
 * guest with no session, who owns nothing.
 */
const shopperSession = t.middleware(async ({ ctx, next }) => {
  const customer = (await authenticateCustomer(ctx))?.customer ?? null;
  const buyer = ({ create = true } = {}): ICheckoutCustomer => {
    if (customer) return customer;
    let token = isCartSessionToken(ctx.http.cart) ? ctx.http.cart : undefined;
    if (!token && create && ctx.http.setCartCookie) {
      token = newCartSessionToken();
      ctx.http.cart = token;
      ctx.http.setCartCookie(token);
    }
    return { id: null, name: '', email: '', guestSessionHash: token ? cartSessionHash(token) : null };
  };
  return next({ ctx: { shopper: { customer, buyer } } });
});

/** Checkout for customers and guests alike (see shopperSession). */
export const shopperProcedure = publicProcedure.use(shopperSession);

/**
 * The middleware that makes each access level, for the test that compares every procedure's base with the
 * access its REST line declares.
 */
export const accessMiddlewares = {
  staff: staffSession,
  admin: adminRole,
  customer: customerSession,
  shopper: shopperSession,
};

/** Optional sessions, for the guard lookups that answer null instead of 401. */
export const sessionLookupProcedure = publicProcedure.use(({ ctx, next }) =>
  next({
    ctx: {
      lookupStaff: async () => (await authenticateStaff(ctx))?.user ?? null,
      lookupCustomer: async () => (await authenticateCustomer(ctx))?.customer ?? null,
    },
  }),
);

/**
 * Login, registration and forgot-password: limited per client address, and a login's failures per account against
 * unknown addresses and browsers (see rate-limit.ts).
 */
const limitedAttempt = (kind: TAuthAttemptKind) =>
  publicProcedure.use(async ({ ctx, path, getRawInput, next }) => {
    const attempt = await beginAuthAttempt(ctx.services, kind, {
      path,
      http: ctx.http,
      rawInput: await getRawInput().catch(() => undefined),
    });
    const result = await next({ ctx: { beforeSignIn: attempt.beforeSignIn } });
    // The service's own error, before serviceErrors (outside this middleware) turns it into a 401.
    const refused = !result.ok && result.error.cause instanceof UnauthenticatedError;
    await attempt.settle(result.ok ? 'succeeded' : refused ? 'wrongCredentials' : 'other');
    return result;
  });

export const authAttemptProcedure = limitedAttempt('login');
export const registerAttemptProcedure = limitedAttempt('register');
/** Forgot and reset password: per address (the reset mail to one address is limited by the procedure). */
export const recoveryAttemptProcedure = limitedAttempt('forgotPassword');
