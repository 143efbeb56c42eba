/*
 * What documents/ lends the other service folders: order/ issues an invoice when an order becomes paid and a credit
 * note when a refund gives money back, in the same transaction. Rendering and reading stay here.
 */
export { issueCreditNote, issueInvoice } from './issue.js';
export { DocumentsService, type IDocumentRef, type IPdfFile } from './documents.service.js';
export type { TDocumentReader } from './readers.js';
