/**
 * Where uploaded images live. The local disk is the embedded default; an S3-compatible provider implements the
 * same three calls for deployments with several app processes.
 */
export interface IStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
