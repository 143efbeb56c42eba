import { restTable } from '../../rest.js';

/**
 * The documents' JSON call; the PDFs themselves are plain routes under /api/documents/orders/... (see
 * openapi-document-routes.ts), since they answer bytes.
 */
export const documentsRest = restTable('documents', {
  numbersOf: [
    'GET',
    '/documents/numbers-of',
    'staff',
    "An order's invoice number and its credit notes' numbers with their refunds (staff)",
  ],
});
