import { errorResponse } from './openapi-routes.js';

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
};
