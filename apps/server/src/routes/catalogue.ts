import { Readable } from 'node:stream';
import { httpStatusOf, plainRouteError, restErrorBody, sessionRequired } from '@shop/api';
import { CATALOGUE_MESSAGES, MAX_CATALOGUE_CSV_BYTES, ZCatalogueExportInput } from '@shop/domain';
import { CATALOGUE_CSV_WRITE, FieldValidationError, ServiceError, type TServices } from '@shop/services';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../http/session-cookies.js';

const CATALOGUE_EXPORT_PATH = '/api/catalogue/export.csv';
const CATALOGUE_IMPORT_PATH = '/api/catalogue/import';

const STAFF_SESSION_REQUIRED = sessionRequired('staff');

function answerServiceError(reply: FastifyReply, error: ServiceError) {
  const { status, headers, body } = plainRouteError(error);
  return reply.code(status).headers(headers).send(body);
}
const unprocessable = (reply: FastifyReply, message: string) =>
  answerServiceError(reply, new FieldValidationError({ file: [message] }, message));

/** A staff member's session (ADMIN or MANAGER), or the answer already sent: a staff procedure's 401. */
async function staffOnly(services: TServices, request: FastifyRequest, reply: FastifyReply) {
  if (await services.auth.authenticateStaff(request.cookies[SESSION_COOKIE.staff])) return true;
  await reply.code(httpStatusOf(STAFF_SESSION_REQUIRED)).send(restErrorBody(STAFF_SESSION_REQUIRED));
  return false;
}

/**
 * The catalogue's CSV routes, plain Fastify routes because they stream or take a file (the procedures' 1 MB body
 * limit is too small for a catalogue): the export written to the response as it is read, a batch of products at a
 * time, and the upload that answers the dry run. Both are documented in openapi-routes.ts.
 */
export async function registerCatalogueRoutes(app: FastifyInstance, services: TServices, publicUrl?: string) {
  app.get(CATALOGUE_EXPORT_PATH, async (request, reply) => {
    if (!(await staffOnly(services, request, reply))) return reply;
    const parsed = ZCatalogueExportInput.safeParse(request.query ?? {});
    if (!parsed.success)
      return answerServiceError(
        reply,
        new FieldValidationError({ search: ['The search must be at most 100 characters.'] }),
      );
    const filters = parsed.data;
    const origin = publicUrl ? new URL(publicUrl).origin : '';
    // csv-stringify quotes what needs quoting and neutralises formulas (CATALOGUE_CSV_WRITE); pipe() holds the database reads back while the client is slow.
    const csv = Readable.from(services.catalogue.exportRecords(filters, origin)).pipe(
      stringify({ ...CATALOGUE_CSV_WRITE, bom: true, record_delimiter: 'windows' }),
    );
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="catalogue-${date}.csv"`)
      .send(csv);
  });

  await app.register(async (scope) => {
    // The file as the body (text/csv; text/plain has Fastify's own parser), or as the field "file" of a form (multipart, parsed by the upload's plugin).
    scope.addContentTypeParser(
      ['text/csv', 'application/csv'],
      { parseAs: 'string', bodyLimit: MAX_CATALOGUE_CSV_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Querystring: { filename?: string } }>(
      CATALOGUE_IMPORT_PATH,
      { bodyLimit: MAX_CATALOGUE_CSV_BYTES },
      async (request, reply) => {
        if (!(await staffOnly(services, request, reply))) return reply;
        let text: string;
        let filename = request.query.filename ?? 'catalogue.csv';
        if (request.isMultipart()) {
          try {
            const file = await request.file({ limits: { fileSize: MAX_CATALOGUE_CSV_BYTES, files: 1 } });
            if (!file || file.fieldname !== 'file')
              return unprocessable(reply, 'Choose a CSV file to upload.');
            text = (await file.toBuffer()).toString('utf8');
            filename = file.filename || filename;
          } catch (error) {
            const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
            return unprocessable(
              reply,
              tooLarge
                ? CATALOGUE_MESSAGES.tooLarge
                : 'The upload could not be read: send the CSV in the field "file".',
            );
          }
        } else if (typeof request.body === 'string') text = request.body;
        else
          return unprocessable(
            reply,
            'Send the CSV as text/csv, or as multipart/form-data in the field "file".',
          );
        try {
          return await services.catalogue.upload(text, filename);
        } catch (error) {
          if (error instanceof ServiceError) return answerServiceError(reply, error);
          throw error;
        }
      },
    );
  });
}
