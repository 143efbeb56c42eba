import { initTRPC, TRPCError } from '@trpc/server';
import { ROLE } from '@shop/domain';
import { ServiceError } from '@shop/services';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { TContext, TSessionRealm } from './context.js';
import {
  UNAVAILABLE_MESSAGE,
  VALIDATION_STATUS,
  fieldErrorsOf,
  isDatabaseUnavailable,
  isUnavailable,
  serviceUnavailable,
  toTRPCError,
} from './errors.js';
import { beginAuthAttempt, type TAuthAttemptKind } from './rate-limit.js';

const t = initTRPC
  .context<TContext>()
  .meta<OpenApiMeta>()
  .create({
    /**
     * One error shape for /trpc and /api: a message, the field `errors` map on validation failures (the UI shows
     * the first message per field), and never a stack trace or an internal message.
     */
    errorFormatter({ shape, error }) {
      const errors = fieldErrorsOf(error);
      const unavailable = isUnavailable(error);
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const message = unavailable
        ? UNAVAILABLE_MESSAGE
        : internal
          ? 'Internal server error'
          : errors
            ? 'The given data was invalid.'
            : shape.message;
      return {
        message,
        code: shape.code,
        ...(errors ? { errors } : {}),
        data: {
          code: unavailable ? 'SERVICE_UNAVAILABLE' : shape.data.code,
          httpStatus: unavailable ? 503 : errors ? VALIDATION_STATUS : shape.data.httpStatus,
          path: shape.data.path,
          ...(errors ? { errors } : {}),
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
  const auth = await ctx.services.staffAuth.authenticate(ctx.http.cookies.staff);
  forgetStaleCookie(ctx, 'staff', !!auth);
  return auth;
};

const authenticateCustomer = async (ctx: TContext) => {
  const auth = await ctx.services.customerAuth.authenticate(ctx.http.cookies.customer);
  forgetStaleCookie(ctx, 'customer', !!auth);
  return auth;
};

const unauthenticated = () => new TRPCError({ code: 'UNAUTHORIZED', message: 'Unauthenticated.' });

/** Any back-office user (ADMIN or MANAGER). */
export const staffProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await authenticateStaff(ctx);
  if (!auth) throw unauthenticated();
  return next({ ctx: { staff: auth.user, staffSession: auth.session } });
});

/** hrm, customers, orders and site information: ADMIN only (SPEC section 6). */
export const adminOnlyProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.staff.role !== ROLE.ADMIN) {
    throw new TRPCError({ code: 'FORBIDDEN', message: 'This action is for administrators only.' });
  }
  return next();
});

export const customerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const auth = await authenticateCustomer(ctx);
  if (!auth) throw unauthenticated();
  return next({ ctx: { customer: auth.customer, customerSession: auth.session } });
});

/** Optional sessions, for the guard lookups that answer null instead of 401. */
export const sessionLookupProcedure = publicProcedure.use(({ ctx, next }) =>
  next({
    ctx: {
      lookupStaff: async () => (await authenticateStaff(ctx))?.user ?? null,
      lookupCustomer: async () => (await authenticateCustomer(ctx))?.customer ?? null,
    },
  }),
);

/** Login, registration and forgot-password: limited per client address and per account (see rate-limit.ts). */
const limitedAttempt = (kind: TAuthAttemptKind) =>
  publicProcedure.use(async ({ ctx, path, getRawInput, next }) => {
    const attempt = await beginAuthAttempt(ctx.services, kind, {
      path,
      ip: ctx.http.ip,
      rawInput: await getRawInput().catch(() => undefined),
    });
    const result = await next();
    await attempt.settle(result.ok);
    return result;
  });

export const authAttemptProcedure = limitedAttempt('login');
export const registerAttemptProcedure = limitedAttempt('register');
