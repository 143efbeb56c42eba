import { STORED_KEY_PATTERN } from '@shop/domain';

/**
 * Where images live: the originals and the resizer's copies. The local disk is the embedded default; an
 * S3-compatible bucket (S3_*) lets several app processes, on several machines, serve any image.
 */
export interface IStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting what is not there is no error. */
  delete(key: string): Promise<void>;
}

/** Keys come from our own code, but are checked again so that no caller can reach outside the root or bucket. */
export function assertStorageKey(key: string): void {
  if (!STORED_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
}
