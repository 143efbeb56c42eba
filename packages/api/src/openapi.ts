import { generateOpenApiDocument } from 'trpc-to-openapi';
import type { TRPCError } from '@trpc/server';
import { VALIDATION_STATUS, errorResponseMeta, fieldErrorsOf } from './errors.js';
import { appRouter } from './router.js';

const errorBody = { $ref: '#/components/schemas/Error' };
const jsonError = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBody } },
});

/**
 * Calls that cannot be procedures (multipart upload, image bytes) are plain Fastify routes; they are described
 * here by hand so that the document lists every call.
 */
const handWrittenPaths = {
  '/upload': {
    post: {
      operationId: 'upload-image',
      tags: ['images'],
      summary:
        'Upload an image (staff): jpeg, png or jpg, checked by content, re-encoded, stored under a new name',
      security: [{ staffSession: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Stored',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { key: { type: 'string' }, url: { type: 'string' } } },
            },
          },
        },
        '401': jsonError('Not logged in'),
        '422': jsonError('Not an acceptable image'),
      },
    },
  },
  '/get-image/': {
    get: {
      operationId: 'get-image',
      tags: ['images'],
      summary: 'A stored image resized to a width, as WebP, AVIF or JPEG (by `format` or the Accept header)',
      parameters: [
        { name: 'path', in: 'query', required: true, schema: { type: 'string' } },
        { name: 'w', in: 'query', required: false, schema: { type: 'integer' } },
        {
          name: 'format',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['webp', 'avif', 'jpeg'] },
        },
      ],
      responses: {
        '200': {
          description: 'Image bytes',
          content: { 'image/webp': {}, 'image/avif': {}, 'image/jpeg': {} },
        },
        '404': jsonError('No such image'),
      },
    },
  },
};

export function createOpenApiDocument(baseUrl: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Furniture shop API',
    version: '1.0.0',
    description:
      'Legacy REST paths for every procedure. State-changing requests need the header X-Requested-With: XMLHttpRequest. ' +
      'Validation failures answer 422 { message, errors: { field: [messages] } }.',
    baseUrl,
    securitySchemes: {
      staffSession: { type: 'apiKey', in: 'cookie', name: 'shop_staff' },
      customerSession: { type: 'apiKey', in: 'cookie', name: 'shop_customer' },
    },
    paths: handWrittenPaths as never,
  });
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      Error: {
        type: 'object',
        properties: {
          message: { type: 'string' },
          code: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['message'],
      },
    },
  };
  return document;
}

/**
 * For the REST adapter: validation failures are 422, as legacy clients expect; a lost database is 503; 429 and
 * 503 carry Retry-After; the rest keep tRPC's status.
 */
export function restResponseMeta({ errors }: { errors: TRPCError[] }) {
  const [error] = errors;
  if (error && fieldErrorsOf(error)) return { status: VALIDATION_STATUS };
  return errorResponseMeta(errors);
}

/** For the /trpc adapter: the same 503 and Retry-After as REST (tRPC already answers 429 and 422 itself). */
export function trpcResponseMeta({ errors }: { errors: readonly TRPCError[] }) {
  return errorResponseMeta(errors);
}
