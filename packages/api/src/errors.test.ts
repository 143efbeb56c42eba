import {
  ConflictError,
  FieldValidationError,
  ForbiddenError,
  NotFoundError,
  ProviderUnavailableError,
  ServiceError,
  UnauthenticatedError,
} from '@shop/services';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  httpStatusOf,
  plainRouteError,
  restErrorBody,
  serviceUnavailable,
  sessionRequired,
  toTRPCError,
} from './errors.js';

describe('the one table of service errors', () => {
  it('gives each service error its code and status, whichever transport answers', () => {
    const cases: [ServiceError, string, number][] = [
      [new FieldValidationError({ name: ['Required.'] }), 'BAD_REQUEST', 422],
      [new NotFoundError('Room'), 'NOT_FOUND', 404],
      [new UnauthenticatedError(), 'UNAUTHORIZED', 401],
      [new ForbiddenError(), 'FORBIDDEN', 403],
      [new ConflictError('Still in use.'), 'CONFLICT', 409],
      [new ProviderUnavailableError('The carrier is not answering.', 20), 'SERVICE_UNAVAILABLE', 503],
      [new ServiceError('unmapped'), 'INTERNAL_SERVER_ERROR', 500],
    ];
    for (const [error, code, status] of cases) {
      const trpcError = toTRPCError(error);
      expect(trpcError.code, error.name).toBe(code);
      expect(httpStatusOf(trpcError), error.name).toBe(status);
      expect(plainRouteError(error).status, error.name).toBe(status);
    }
  });

  it('builds the REST body from the error alone: message, code, field errors, realm', () => {
    expect(restErrorBody(toTRPCError(new FieldValidationError({ slug: ['Taken.'] }, 'Slug taken.')))).toEqual(
      {
        message: 'The given data was invalid.',
        code: 'BAD_REQUEST',
        errors: { slug: ['Taken.'] },
      },
    );
    const refused = z.object({ page: z.number() }).safeParse({ page: 'x' });
    const inputError = new TRPCError({ code: 'BAD_REQUEST', cause: refused.error });
    expect(restErrorBody(inputError)).toMatchObject({
      message: 'Input validation failed',
      code: 'BAD_REQUEST',
    });
    expect(restErrorBody(inputError).errors).toHaveProperty('page');
    expect(restErrorBody(sessionRequired('customer'))).toEqual({
      message: 'Unauthenticated.',
      code: 'UNAUTHORIZED',
      realm: 'customer',
    });
    const lost = serviceUnavailable(new Error('connect ECONNREFUSED'));
    expect(restErrorBody(lost).message).toMatch(/temporarily unavailable/);
    expect(restErrorBody(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'secret' })).message).toBe(
      'Internal server error',
    );
  });

  it("answers a plain route's service error with the service's message, and a provider that is down with a wait", () => {
    expect(plainRouteError(new FieldValidationError({ file: ['Not an image.'] }, 'Not an image.'))).toEqual({
      status: 422,
      headers: {},
      body: { message: 'Not an image.', code: 'BAD_REQUEST', errors: { file: ['Not an image.'] } },
    });
    const down = plainRouteError(new ProviderUnavailableError('Storage is down.', 12));
    expect(down).toMatchObject({ status: 503, body: { message: 'Storage is down.' } });
    expect(down.headers).toHaveProperty('Retry-After');
  });
});
