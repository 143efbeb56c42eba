import { z } from 'zod';
import { ZId } from '../common/fields.js';

const lookupQuery = (email: string | undefined) => (email ? `?email=${encodeURIComponent(email)}` : '');

/** Where a browser downloads an order's documents; `email` is a guest's order lookup (plain routes: PDF bytes). */
export const documentUrls = {
  invoice: (orderNumber: string, email?: string) =>
    `/api/documents/orders/${encodeURIComponent(orderNumber)}/invoice${lookupQuery(email)}`,
  creditNote: (orderNumber: string, refundId: number, email?: string) =>
    `/api/documents/orders/${encodeURIComponent(orderNumber)}/credit-notes/${refundId}${lookupQuery(email)}`,
  packingSlip: (orderNumber: string, shipment?: number) =>
    `/api/documents/orders/${encodeURIComponent(orderNumber)}/packing-slip${shipment ? `?shipment=${shipment}` : ''}`,
  packingSlips: (orderIds: readonly number[]) => `/api/documents/packing-slips?ids=${orderIds.join(',')}`,
};

export const ZOrderDocumentsInput = z.object({ orderId: ZId });

/** The documents an order has been issued so far (staff's order page links them). */
export const ZOrderDocuments = z.object({
  /** INV-2026-000123; null until the order is paid (or, for an order paid before invoices, first downloaded). */
  invoice: z.string().nullable(),
  creditNotes: z.array(z.object({ number: z.string(), refundId: z.number().int() })),
});
export type TOrderDocuments = z.infer<typeof ZOrderDocuments>;

/** The buyer's view: the same numbers, and whether the invoice may be downloaded (drawn on first download). */
export const ZBuyerOrderDocuments = ZOrderDocuments.extend({ invoiceAvailable: z.boolean() });
