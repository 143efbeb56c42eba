import { hasAllowedImageExtension, MAX_IMAGE_BYTES } from '@shop/domain';
import { firstFieldErrors } from './api-errors';
import { AJAX_HEADERS, redirectOnUnauthorized } from './trpc';

export interface IUploadedImage {
  key: string;
  url: string;
}

/** A message for the user about why an upload was refused, on the client or by the server. */
export class UploadError extends Error {
  override name = 'UploadError';
}

const MAX_MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** The checks the server repeats, done first so the user does not wait for an upload that is bound to fail. */
export function checkImageFile(file: File): string | null {
  if (!hasAllowedImageExtension(file.name)) return 'Choose a JPEG or PNG image (.jpg, .jpeg or .png).';
  if (file.size > MAX_IMAGE_BYTES) return `The image is too large: the limit is ${MAX_MB} MB.`;
  if (file.size === 0) return 'The file is empty.';
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** POST /api/upload: a plain multipart route, so it repeats the tRPC client's header and 401 handling. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<IUploadedImage> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);

  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/upload', {
    method: 'POST',
    body,
    headers: AJAX_HEADERS,
    credentials: 'same-origin',
    signal,
  });
  const json = await readJson(response);

  if (response.status === 401) {
    redirectOnUnauthorized('upload.image');
    throw new UploadError('Your session has ended. Please log in again.');
  }
  if (!response.ok) {
    const record = (json ?? {}) as { message?: unknown; errors?: unknown };
    const message =
      firstFieldErrors(record.errors).file ??
      (typeof record.message === 'string' ? record.message : `The upload failed (HTTP ${response.status}).`);
    throw new UploadError(message);
  }
  const result = json as Partial<IUploadedImage> | null;
  if (!result || typeof result.key !== 'string')
    throw new UploadError('The server sent an unexpected answer.');
  return { key: result.key, url: typeof result.url === 'string' ? result.url : '' };
}
