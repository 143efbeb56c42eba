import { countOrderLookup, httpStatusOf, plainRouteError, restErrorBody, sessionRequired } from '@shop/api';
import {
  FieldValidationError,
  ServiceError,
  cartSessionHash,
  isCartSessionToken,
  type IPdfFile,
  type TDocumentReader,
  type TServices,
} from '@shop/services';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_COOKIE, SESSION_COOKIE } from '../http/session-cookies.js';

/** The PDF downloads, documented in @shop/api openapi-document-routes.ts. */
export const DOCUMENT_PATHS = {
  invoice: '/api/documents/orders/:number/invoice',
  creditNote: '/api/documents/orders/:number/credit-notes/:refundId',
  packingSlip: '/api/documents/orders/:number/packing-slip',
  packingSlips: '/api/documents/packing-slips',
} as const;

const ZOrderParams = z.object({ number: z.string().min(1).max(32) });
const ZCreditNoteParams = ZOrderParams.extend({ refundId: z.coerce.number().int().positive() });
const ZLookup = z.object({ email: z.string().trim().min(3).max(190).optional() });
/** ?shipment=2: the slip of the order's second shipment only. */
const ZShipmentQuery = z.object({ shipment: z.coerce.number().int().positive().optional() });
const ZPackingSlips = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'Order ids, comma-separated.')
    .transform((text) => text.split(',').map(Number)),
});

type TRequest = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string> }>;

/** An answer that is not the PDF: the same status and body as the procedures give (errors.ts). */
function answerError(reply: FastifyReply, error: unknown) {
  if (error instanceof ServiceError) {
    const { status, headers, body } = plainRouteError(error);
    return reply.code(status).headers(headers).send(body);
  }
  if (error instanceof TRPCError) return reply.code(httpStatusOf(error)).send(restErrorBody(error));
  throw error;
}

const invalid = (issues: z.ZodError) =>
  new FieldValidationError(
    Object.fromEntries(issues.issues.map((issue) => [issue.path.join('.') || 'input', [issue.message]])),
  );

function sendPdf(reply: FastifyReply, file: IPdfFile) {
  return (
    reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      // An invoice names a buyer and their address: no shared cache keeps it.
      .header('Cache-Control', 'private, no-store')
      .send(file.content)
  );
}

/**
 * Who asks, as the procedures know them: a staff session reads every order; an email in the query is the guest's
 * order lookup (counted per address like POST /api/order/lookup); then the customer's session; then the guest's
 * cart session. None of them: null, which answers 401.
 */
async function readerOf(services: TServices, request: TRequest): Promise<TDocumentReader | null> {
  if (await services.auth.authenticateStaff(request.cookies[SESSION_COOKIE.staff])) return { kind: 'staff' };
  const { email } = ZLookup.parse(request.query ?? {});
  if (email) {
    await countOrderLookup(services, request.ip);
    return { kind: 'lookup', email };
  }
  const customer = await services.auth.authenticateCustomer(request.cookies[SESSION_COOKIE.customer]);
  if (customer) return { kind: 'customer', customerId: customer.customer.id };
  const cart = request.cookies[CART_COOKIE];
  if (isCartSessionToken(cart)) return { kind: 'guest', sessionHash: cartSessionHash(cart) };
  return null;
}

const CUSTOMER_SESSION_REQUIRED = sessionRequired('customer');
const STAFF_SESSION_REQUIRED = sessionRequired('staff');

export function registerDocumentRoutes(app: FastifyInstance, services: TServices) {
  const forReader =
    (render: (reader: TDocumentReader, request: TRequest) => Promise<IPdfFile>) =>
    async (request: TRequest, reply: FastifyReply) => {
      try {
        const reader = await readerOf(services, request);
        if (!reader) return answerError(reply, CUSTOMER_SESSION_REQUIRED);
        return sendPdf(reply, await render(reader, request));
      } catch (error) {
        return answerError(reply, error instanceof z.ZodError ? invalid(error) : error);
      }
    };
  const forStaff =
    (render: (request: TRequest) => Promise<IPdfFile>) => async (request: TRequest, reply: FastifyReply) => {
      try {
        if (!(await services.auth.authenticateStaff(request.cookies[SESSION_COOKIE.staff])))
          return answerError(reply, STAFF_SESSION_REQUIRED);
        return sendPdf(reply, await render(request));
      } catch (error) {
        return answerError(reply, error instanceof z.ZodError ? invalid(error) : error);
      }
    };

  app.get(
    DOCUMENT_PATHS.invoice,
    forReader((reader, request) =>
      services.documents.invoice(reader, ZOrderParams.parse(request.params).number),
    ),
  );
  app.get(
    DOCUMENT_PATHS.creditNote,
    forReader((reader, request) => {
      const { number, refundId } = ZCreditNoteParams.parse(request.params);
      return services.documents.creditNote(reader, number, refundId);
    }),
  );
  app.get(
    DOCUMENT_PATHS.packingSlip,
    forStaff((request) =>
      services.documents.packingSlip(
        ZOrderParams.parse(request.params).number,
        ZShipmentQuery.parse(request.query ?? {}).shipment,
      ),
    ),
  );
  app.get(
    DOCUMENT_PATHS.packingSlips,
    forStaff((request) => services.documents.packingSlips(ZPackingSlips.parse(request.query ?? {}).ids)),
  );
}
