import { XHR_HEADER, errorResponse } from './openapi-routes.js';

const PDF = {
  description: 'The PDF, as an attachment (Content-Disposition names it)',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};
const ORDER_NUMBER = {
  name: 'number',
  in: 'path',
  required: true,
  schema: { type: 'string', maxLength: 32 },
};
/** Who may read an order's documents: staff, the customer who owns it, its guest by cart session or by email. */
const ORDER_READERS = [{ staffSession: [] }, { customerSession: [] }, { cartSession: [] }, {}];
const LOOKUP_EMAIL = {
  name: 'email',
  in: 'query',
  required: false,
  description:
    "A guest's order lookup: the email the order was placed with (counted like POST /order/lookup).",
  schema: { type: 'string', format: 'email' },
};

/** The PDF downloads (plain Fastify routes, since they answer bytes), described by hand. */
export const documentPaths = {
  '/documents/orders/{number}/invoice': {
    get: {
      operationId: 'documents-invoice',
      tags: ['documents'],
      summary: "The order's invoice (INV-YYYY-nnnnnn), as issued when the order was paid",
      security: ORDER_READERS,
      parameters: [ORDER_NUMBER, LOOKUP_EMAIL],
      responses: {
        '200': PDF,
        '401': errorResponse('No session, no cart session and no email'),
        '404': errorResponse("Not this caller's order, or the order was never paid"),
        '429': errorResponse('Too many lookups by email from this address'),
      },
    },
  },
  '/documents/orders/{number}/credit-notes/{refundId}': {
    get: {
      operationId: 'documents-credit-note',
      tags: ['documents'],
      summary: 'The credit note (CN-YYYY-nnnnnn) of one refund of the order, referring to its invoice',
      security: ORDER_READERS,
      parameters: [
        ORDER_NUMBER,
        { name: 'refundId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        LOOKUP_EMAIL,
      ],
      responses: {
        '200': PDF,
        '401': errorResponse('No session, no cart session and no email'),
        '404': errorResponse("Not this caller's order, or no such refund that gave money back"),
      },
    },
  },
  '/documents/orders/{number}/packing-slip': {
    get: {
      operationId: 'documents-packing-slip',
      tags: ['documents'],
      summary:
        "The order's packing slip (staff): no prices; SKUs, options, quantities, boxes, weights, barcode; with ?shipment=N only what shipment N carries",
      security: [{ staffSession: [] }],
      parameters: [
        ORDER_NUMBER,
        {
          name: 'shipment',
          in: 'query',
          required: false,
          description: 'The shipment (1, 2, ...) whose slip is wanted; the whole order without it',
          schema: { type: 'integer', minimum: 1 },
        },
      ],
      responses: {
        '200': PDF,
        '401': errorResponse('No staff session'),
        '404': errorResponse('No such order, or no such shipment of it'),
      },
    },
  },
  '/documents/packing-slips': {
    get: {
      operationId: 'documents-packing-slips',
      tags: ['documents'],
      summary: 'The packing slips of a selection of orders as one PDF (staff), one order after another',
      security: [{ staffSession: [] }],
      parameters: [
        {
          name: 'ids',
          in: 'query',
          required: true,
          description: 'Order ids, comma-separated, 1 to 100',
          schema: { type: 'string', example: '12,15,19' },
        },
      ],
      responses: {
        '200': PDF,
        '401': errorResponse('No staff session'),
        '404': errorResponse('An order of the list does not exist'),
        '422': errorResponse('No ids, or more than 100'),
      },
    },
  },
  '/my-account/orders/{number}/case-photos': {
    post: {
      operationId: 'case-photo-upload',
      tags: ['case'],
      summary:
        "Upload one photo of a problem with the buyer's order (JPEG or PNG, at most 15 MB), before naming it in a damage claim; it is re-encoded without EXIF and kept privately",
      security: ORDER_READERS,
      parameters: [ORDER_NUMBER, XHR_HEADER],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file'],
              properties: {
                file: { type: 'string', format: 'binary' },
                email: {
                  type: 'string',
                  format: 'email',
                  description: "A guest's order email, as the lookup",
                },
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'The photo, to name in photoIds',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { photoId: { type: 'integer' }, url: { type: 'string' } },
              },
            },
          },
        },
        '401': errorResponse('No session, no cart session and no email'),
        '403': errorResponse('The X-Requested-With header is missing'),
        '404': errorResponse("Not this caller's order"),
        '422': errorResponse('Not a readable JPEG or PNG, or too large'),
        '429': errorResponse('Too many lookups by email from this address'),
      },
    },
  },
  '/case-photos/{id}': {
    get: {
      operationId: 'case-photo',
      tags: ['case'],
      summary: "A case photo, for its case's buyer and for staff only (never under the public image paths)",
      security: [{ staffSession: [] }, { customerSession: [] }, { cartSession: [] }],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      responses: {
        '200': {
          description: 'The JPEG or PNG',
          content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
        },
        '401': errorResponse('No session and no cart session'),
        '404': errorResponse("No such photo, or not this caller's"),
      },
    },
  },
};
