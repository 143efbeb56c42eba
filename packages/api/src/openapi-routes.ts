import { ZCatalogueImport } from '@shop/domain';
import { z } from 'zod';

/** The upload's answer is the same object as the import detail's (procedures' schemas are generated). */
const { $schema: _dialect, ...CATALOGUE_IMPORT_SCHEMA } = z.toJSONSchema(ZCatalogueImport, { io: 'output' });

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The header our CSRF guard requires on every state-changing request (the design's API rules). */
export const XHR_HEADER = {
  name: 'X-Requested-With',
  in: 'header',
  required: true,
  description: 'Must be XMLHttpRequest on every state-changing request; without it the call answers 403.',
  schema: { type: 'string', enum: ['XMLHttpRequest'] },
};

/**
 * Calls that cannot be procedures (multipart upload, image bytes) are plain Fastify routes; they are described
 * here by hand so that the document lists every call.
 */
export const handWrittenPaths = {
  '/catalogue/export.csv': {
    get: {
      operationId: 'catalogue-export',
      tags: ['catalogue'],
      summary:
        'The catalogue as CSV (staff): one row per product (sku, name, slug, room_type, price, discount_percent, ' +
        'stock, lead_time_days, active, dimensions, package, materials, image_urls, description), streamed',
      description:
        "Takes the back-office product list's filters. Products are read 500 at a time by id and written as they " +
        'are read, so any catalogue size streams in constant memory. Room types by slug, materials by name and ' +
        'image URLs separated by `|`; prices in dollars ("1299.00"). The same columns import back.',
      security: [{ staffSession: [] }],
      parameters: [
        { name: 'search', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'roomTypeId', in: 'query', required: false, schema: { type: 'integer' } },
        { name: 'materialId', in: 'query', required: false, schema: { type: 'integer' } },
        { name: 'active', in: 'query', required: false, schema: { type: 'string', enum: ['true', 'false'] } },
        {
          name: 'lowStock',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: ['true', 'false'] },
        },
      ],
      responses: {
        '200': {
          description: 'CSV with a header row (UTF-8 with a BOM, CRLF lines), as an attachment',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        '401': errorResponse('No staff session'),
      },
    },
  },
  '/catalogue/import': {
    post: {
      operationId: 'catalogue-import-upload',
      tags: ['catalogue'],
      summary:
        'Upload a catalogue CSV (staff) and get its dry run: per-line errors and what would be created or ' +
        'changed, matched by SKU; nothing in the catalogue changes',
      description:
        "The header names the columns (sku, name, room_type, price and stock required; the export's others may " +
        'be left out: an update then keeps those fields). The answer is the upload (`status` validated or ' +
        'invalid) with its id: apply it with POST /api/catalogue/import/apply/{id} and poll ' +
        'GET /api/catalogue/import/detail/{id}. At most 10 MB.',
      security: [{ staffSession: [] }],
      parameters: [
        XHR_HEADER,
        { name: 'filename', in: 'query', required: false, schema: { type: 'string' } },
      ],
      requestBody: {
        required: true,
        content: {
          'text/csv': { schema: { type: 'string' } },
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
          description:
            'The dry run (CatalogueImport): counts, the first errors { line, field, message } and changes',
          content: { 'application/json': { schema: CATALOGUE_IMPORT_SCHEMA } },
        },
        '401': errorResponse('No staff session'),
        '403': errorResponse('The X-Requested-With header is missing'),
        '413': errorResponse('The body is larger than 10 MB'),
        '422': errorResponse('No file could be read: `errors.file` says why'),
      },
    },
  },
  '/upload': {
    post: {
      operationId: 'upload-image',
      tags: ['images'],
      summary:
        'Upload an image (staff): jpeg, png or jpg, checked by content, re-encoded, stored under a new name',
      security: [{ staffSession: [] }],
      parameters: [XHR_HEADER],
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
              schema: {
                type: 'object',
                properties: { key: { type: 'string' }, url: { type: 'string' } },
                required: ['key', 'url'],
              },
            },
          },
        },
        '401': errorResponse('No staff session'),
        '403': errorResponse('The X-Requested-With header is missing'),
        '422': errorResponse('Not an acceptable image: `errors.file` says why'),
      },
    },
  },
  '/payment/webhook': {
    post: {
      operationId: 'payment-webhook',
      tags: ['checkout'],
      summary:
        "Stripe's signed PaymentIntent events (payment_intent.succeeded, payment_intent.payment_failed), each applied once",
      description:
        'Called by Stripe, not by browsers: no session cookie and no X-Requested-With header; the Stripe-Signature ' +
        'header over the raw body (checked with STRIPE_WEBHOOK_SECRET) authenticates it.',
      security: [],
      parameters: [
        {
          name: 'Stripe-Signature',
          in: 'header',
          required: true,
          description: "Stripe's signature of the raw body: t=<timestamp>,v1=<HMAC-SHA256>",
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', description: 'A Stripe Event object' } } },
      },
      responses: {
        '200': {
          description:
            'Verified; `outcome` says whether it changed an order (applied), was seen before (duplicate), or ' +
            'names no payment of this shop or a type the shop does not act on (unknown-payment, ignored)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  received: { type: 'boolean' },
                  outcome: { type: 'string', enum: ['applied', 'duplicate', 'ignored', 'unknown-payment'] },
                },
                required: ['received', 'outcome'],
              },
            },
          },
        },
        '400': errorResponse(
          'The signature does not match (or webhooks are not configured); nothing changed',
        ),
        '500': errorResponse('Unexpected failure (details are logged, never sent); Stripe delivers again'),
      },
    },
  },
  '/get-image/': {
    get: {
      operationId: 'get-image',
      tags: ['images'],
      security: [],
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
          content: {
            'image/webp': { schema: { type: 'string', format: 'binary' } },
            'image/avif': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
          },
        },
        '404': errorResponse('No such image'),
      },
    },
  },
};
