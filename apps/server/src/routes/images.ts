import multipart from '@fastify/multipart';
import { httpStatusOf, plainRouteError, restErrorBody, sessionRequired } from '@shop/api';
import { IMAGE_FORMATS, IMAGE_WIDTHS, MAX_IMAGE_BYTES, imageUrl, type TImageFormat } from '@shop/domain';
import {
  FieldValidationError,
  NotFoundError,
  ProviderUnavailableError,
  ServiceError,
  type IImageVariant,
  type TServices,
} from '@shop/services';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../http/session-cookies.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** WebP unless the client asks otherwise: every current browser takes it, and it encodes far faster than AVIF. */
function negotiateFormat(requested: unknown, accept: string | undefined): TImageFormat {
  if (typeof requested === 'string' && (IMAGE_FORMATS as readonly string[]).includes(requested)) {
    return requested as TImageFormat;
  }
  return accept?.includes('image/webp') || !accept ? 'webp' : 'jpeg';
}

/** Answers a service error by the procedures' table (errors.ts): a refused file is 422 with its field message. */
function answerServiceError(reply: FastifyReply, error: ServiceError) {
  const { status, headers, body } = plainRouteError(error);
  return reply.code(status).headers(headers).send(body);
}

const unprocessable = (reply: FastifyReply, message: string) =>
  answerServiceError(reply, new FieldValidationError({ file: [message] }, message));

/** An upload without a staff session: the status and body of a staff procedure's 401. */
const STAFF_SESSION_REQUIRED = sessionRequired('staff');

export async function registerImageRoutes(app: FastifyInstance, services: TServices) {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  app.post('/api/upload', async (request, reply) => {
    if (!(await services.auth.authenticateStaff(request.cookies[SESSION_COOKIE.staff])))
      return reply.code(httpStatusOf(STAFF_SESSION_REQUIRED)).send(restErrorBody(STAFF_SESSION_REQUIRED));
    if (!request.isMultipart())
      return unprocessable(reply, 'Send the image as multipart/form-data in the field "file".');
    let file;
    let bytes: Buffer;
    try {
      file = await request.file();
      if (!file || file.fieldname !== 'file') return unprocessable(reply, 'Choose an image to upload.');
      bytes = await file.toBuffer();
    } catch (error) {
      // Everything here only parses what the client sent, so a failure is the client's malformed body (no
      // boundary, cut short, too many parts): say so instead of blaming the server with a 500.
      const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
      return unprocessable(
        reply,
        tooLarge
          ? `The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`
          : 'The upload could not be read: send one image as multipart/form-data in the field "file".',
      );
    }
    try {
      const key = await services.images.ingestUpload(bytes, file.filename);
      return { key, url: imageUrl(key) };
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      if (error instanceof ProviderUnavailableError)
        request.log.warn({ err: error.cause ?? error }, 'image storage unavailable');
      return answerServiceError(reply, error);
    }
  });

  /**
   * The addresses pages link: width and format in the path (imageVariantPath), so one address is one set of bytes
   * that a browser or CDN keeps for a year without asking again; the page picks the format with <picture>.
   */
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const match = VARIANT_PATH.exec(request.params['*']);
    const width = Number(match?.[2]);
    // Only the widths the resizer makes: any other number would be another address for the same bytes.
    if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width))
      return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Image not found.' });
    return sendVariant(reply, () => services.images.variant(match[1]!, width, match[3] as TImageFormat));
  });

  // The legacy address (the spec's GET /api/get-image/), which links in the wild still use: the same copies, the
  // format chosen by Accept when the link names none.
  app.get<{ Querystring: { path?: string; w?: string; format?: string } }>(
    '/api/get-image/',
    async (request, reply) => {
      const { path, w, format } = request.query;
      const width = Number(w ?? 960);
      if (!path || !Number.isFinite(width) || width < 1)
        return reply.code(404).send({ message: 'Image not found.' });
      const chosen = negotiateFormat(format, request.headers.accept);
      void reply.header('Vary', 'Accept');
      return sendVariant(reply, () => services.images.variant(path, width, chosen));
    },
  );
}

/** `<original key>/<width>.<format>`, the part of imageVariantPath after `images/`. */
const VARIANT_PATH = /^(.+)\/(\d{1,4})\.(webp|avif|jpeg)$/;

/**
 * One resized copy, cacheable for a year; a missing image is 404, a storage that cannot be reached 503 with
 * Retry-After and the errors table's message (never a stack, never a half-sent image).
 */
async function sendVariant(reply: FastifyReply, load: () => Promise<IImageVariant>) {
  try {
    const variant = await load();
    return (
      reply
        .header('Content-Type', variant.contentType)
        .header('Cache-Control', IMMUTABLE)
        // Public pictures: a page may show them from a CDN on another site (S3_PUBLIC_URL), which the shop's
        // same-site default would forbid the browser to use.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(variant.bytes)
    );
  } catch (error) {
    // An error is not kept by a CDN: the image may be there (again) at the next request.
    void reply.header('Cache-Control', 'no-store');
    if (error instanceof NotFoundError) return reply.code(404).send({ message: 'Image not found.' });
    if (!(error instanceof ServiceError)) throw error;
    if (error instanceof ProviderUnavailableError)
      reply.request.log.warn({ err: error.cause ?? error }, 'image storage unavailable');
    return answerServiceError(reply, error);
  }
}
