export { appRouter, createCaller, type AppRouter } from './router.js';
export {
  createContextInner,
  memoryHttp,
  type IRequestHttp,
  type TContext,
  type TSessionRealm,
} from './context.js';
export { createOpenApiDocument, restResponseMeta } from './openapi.js';
export { VALIDATION_STATUS, legacyErrorBody, type ILegacyErrorBody } from './errors.js';
export type { TAccess, TMeta } from './rest.js';
