import {
  countGuestOrderAccess,
  httpStatusOf,
  plainRouteError,
  restErrorBody,
  sessionRequired,
} from '@shop/api';
import { MAX_CASE_PHOTO_BYTES, ZEmail, ZOrderNumber } from '@shop/domain';
import {
  FieldValidationError,
  ServiceError,
  cartSessionHash,
  isCartSessionToken,
  type ICheckoutCustomer,
  type TServices,
} from '@shop/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, SESSION_COOKIE } from '../http/session-cookies.js';

/** The case photo calls, documented in @shop/api openapi-document-routes.ts. */
const CASE_PHOTO_PATHS = {
  upload: '/api/my-account/orders/:number/case-photos',
  read: '/api/case-photos/:id',
} as const;

function answerError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ServiceError)) throw error;
  const { status, headers, body } = plainRouteError(error);
  return reply.code(status).headers(headers).send(body);
}

const refuse = (reply: FastifyReply, message: string) =>
  answerError(reply, new FieldValidationError({ file: [message] }, message));

/** The buyer as the procedures know them: the customer's session, else the guest's cart session, else none. */
async function buyerOf(services: TServices, request: FastifyRequest): Promise<ICheckoutCustomer | null> {
  const customer = await services.auth.authenticateCustomer(request.cookies[SESSION_COOKIE.customer]);
  if (customer) return customer.customer;
  const cart = request.cookies[CART_COOKIE];
  return isCartSessionToken(cart)
    ? { id: null, name: '', email: '', guestSessionHash: cartSessionHash(cart) }
    : null;
}

const BUYER_SESSION_REQUIRED = sessionRequired('customer');

/**
 * A buyer's photo of a problem (multipart, field "file", and "email" for a guest naming the order as the lookup
 * does), re-encoded without its EXIF and kept privately; and a case photo read back by its case's buyer or staff,
 * never cached by anything shared.
 */
export function registerCasePhotoRoutes(app: FastifyInstance, services: TServices) {
  app.post<{ Params: { number: string } }>(CASE_PHOTO_PATHS.upload, async (request, reply) => {
    const number = ZOrderNumber.safeParse(request.params.number);
    if (!number.success) return answerError(reply, new FieldValidationError({ number: ['Unknown order.'] }));
    if (!request.isMultipart())
      return refuse(reply, 'Send the photo as multipart/form-data in the field "file".');
    let bytes: Buffer;
    let fileName: string;
    let email: string | undefined;
    try {
      const file = await request.file({ limits: { fileSize: MAX_CASE_PHOTO_BYTES, files: 1, fields: 3 } });
      if (!file || file.fieldname !== 'file') return refuse(reply, 'Choose a photo to upload.');
      bytes = await file.toBuffer();
      fileName = file.filename;
      const field = file.fields.email;
      const given = field && !Array.isArray(field) && 'value' in field ? String(field.value) : '';
      email = given ? ZEmail.parse(given) : undefined;
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
      return refuse(
        reply,
        tooLarge
          ? `The photo must be at most ${MAX_CASE_PHOTO_BYTES / 1024 / 1024} MB.`
          : 'The upload could not be read: send one photo as multipart/form-data in the field "file".',
      );
    }
    try {
      if (email) await countGuestOrderAccess(services, request.ip, number.data, email);
      const buyer = await buyerOf(services, request);
      if (!buyer && !email)
        return reply.code(httpStatusOf(BUYER_SESSION_REQUIRED)).send(restErrorBody(BUYER_SESSION_REQUIRED));
      return await services.case.addPhoto(buyer, { number: number.data, email }, { bytes, fileName });
    } catch (error) {
      return answerError(reply, error);
    }
  });

  app.get<{ Params: { id: string } }>(CASE_PHOTO_PATHS.read, async (request, reply) => {
    void reply.header('Cache-Control', 'private, no-store');
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1) return reply.code(404).send({ message: 'Photo not found.' });
    try {
      const staff = Boolean(await services.auth.authenticateStaff(request.cookies[SESSION_COOKIE.staff]));
      const buyer = staff ? null : await buyerOf(services, request);
      if (!staff && !buyer)
        return reply.code(httpStatusOf(BUYER_SESSION_REQUIRED)).send(restErrorBody(BUYER_SESSION_REQUIRED));
      const photo = await services.case.photo({ staff, buyer }, id);
      return reply.header('Content-Type', photo.contentType).send(photo.bytes);
    } catch (error) {
      return answerError(reply, error);
    }
  });
}
