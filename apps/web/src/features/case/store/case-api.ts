import { MAX_CASE_PHOTO_BYTES, hasAllowedImageExtension, type TCaseOrderRef } from '@shop/domain';
import { firstFieldErrors } from '#/lib/api-errors';
import { trpc } from '#/lib/trpc';
import { sendMultipart, UploadError, type IUploadOptions } from '#/lib/upload';

/** Who asks: a signed-in buyer names the order only, a guest adds the email the order was placed with. */
export const orderRef = (number: string, email?: string): TCaseOrderRef =>
  email ? { number, email } : { number };

/**
 * Not retried: a guest's calls count against the order lookup's limit, and a 404 or 429 only says the same again.
 */
export const useReturnOptions = (ref: TCaseOrderRef) =>
  trpc.case.returnOptions.useQuery(ref, { retry: false });
export const useMyCases = (ref: TCaseOrderRef) => trpc.case.mine.useQuery(ref, { retry: false });
export const useRequestCase = () => trpc.case.request.useMutation();
export const useCancelCase = () => trpc.case.cancel.useMutation();

export interface IUploadedPhoto {
  photoId: number;
  url: string;
}

const MAX_MB = Math.round(MAX_CASE_PHOTO_BYTES / (1024 * 1024));

/** The checks the server repeats, so that a buyer does not wait for an upload bound to fail. */
export function checkCasePhoto(file: File): string | null {
  if (!hasAllowedImageExtension(file.name)) return 'Choose a JPEG or PNG photo (.jpg, .jpeg or .png).';
  if (file.size > MAX_CASE_PHOTO_BYTES) return `This photo is too large: the limit is ${MAX_MB} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

/**
 * One photo for a damage claim: a plain multipart POST beside the order (not tRPC, which carries no files). The
 * photo waits on the order, unattached, until the claim names it.
 */
export async function uploadCasePhoto(
  ref: TCaseOrderRef,
  file: File,
  options: IUploadOptions = {},
): Promise<IUploadedPhoto> {
  const problem = checkCasePhoto(file);
  if (problem) throw new UploadError(problem);
  const body = new FormData();
  // Before the file: the server reads the fields that came ahead of it.
  if (ref.email) body.append('email', ref.email);
  body.append('file', file);
  const { status, json } = await sendMultipart(
    `/api/my-account/orders/${encodeURIComponent(ref.number)}/case-photos`,
    body,
    options,
  );
  if (status < 200 || status >= 300) {
    const record = (json ?? {}) as { message?: unknown; errors?: unknown };
    throw new UploadError(
      firstFieldErrors(record.errors).file ??
        (typeof record.message === 'string' ? record.message : `The upload failed (HTTP ${status}).`),
    );
  }
  const result = json as Partial<IUploadedPhoto> | null;
  if (!result || typeof result.photoId !== 'number')
    throw new UploadError('The server sent an unexpected answer.');
  return { photoId: result.photoId, url: typeof result.url === 'string' ? result.url : '' };
}
