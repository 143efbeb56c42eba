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

export interface IUploadOptions {
  signal?: AbortSignal;
  /** Called as the bytes go out, with the share sent so far (0 to 1), for a progress bar per file. */
  onProgress?: (fraction: number) => void;
}

interface IUploadResponse {
  status: number;
  json: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** XMLHttpRequest rather than fetch: only it reports upload progress. */
export function sendMultipart(
  url: string,
  body: FormData,
  { signal, onProgress }: IUploadOptions,
): Promise<IUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(AJAX_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, json: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new UploadError('The upload failed: check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** POST /api/upload: a plain multipart route, so it repeats the tRPC client's header and 401 handling. */
export async function uploadImage(file: File, options: IUploadOptions = {}): Promise<IUploadedImage> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);

  const body = new FormData();
  body.append('file', file);
  const { status, json } = await sendMultipart('/api/upload', body, options);

  if (status === 401) {
    redirectOnUnauthorized('upload.image');
    throw new UploadError('Your session has ended. Please log in again.');
  }
  if (status < 200 || status >= 300) {
    const record = (json ?? {}) as { message?: unknown; errors?: unknown };
    const message =
      firstFieldErrors(record.errors).file ??
      (typeof record.message === 'string' ? record.message : `The upload failed (HTTP ${status}).`);
    throw new UploadError(message);
  }
  options.onProgress?.(1);
  const result = json as Partial<IUploadedImage> | null;
  if (!result || typeof result.key !== 'string')
    throw new UploadError('The server sent an unexpected answer.');
  return { key: result.key, url: typeof result.url === 'string' ? result.url : '' };
}
