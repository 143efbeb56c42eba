export { appRouter, createCaller, type AppRouter } from './router.js';
export {
  createContextInner,
  memoryHttp,
  type IRequestHttp,
  type TContext,
  type TSessionRealm,
} from './context.js';
export { createOpenApiDocument, restResponseMeta, trpcResponseMeta } from './openapi.js';
export {
  VALIDATION_STATUS,
  UNAVAILABLE_MESSAGE,
  UNAVAILABLE_RETRY_SECONDS,
  fieldErrorsOf,
  httpStatusOf,
  isDatabaseUnavailable,
  legacyErrorBody,
  plainRouteError,
  restErrorBody,
  sessionRequired,
  type ILegacyErrorBody,
} from './errors.js';
export type { TAccess, TMeta } from './rest.js';
export {
  AUTH_ATTEMPT_LIMITS,
  authAttemptLimits,
  countGuestOrderAccess,
  countOrderLookup,
  MemoryRateLimitStore,
  type IRateLimited,
  type IRateLimitStore,
  type IRateLimitWindow,
} from './rate-limit.js';
