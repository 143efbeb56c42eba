import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ProviderUnavailableError } from '../errors.js';
import { assertStorageKey, type IStorage } from './storage.js';

export interface IS3StorageOptions {
  /** S3_ENDPOINT: an S3-compatible server (SeaweedFS, Garage, R2, Spaces...); unset, AWS S3 of the region. */
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  /** Unset, the SDK's own chain finds them (AWS_* variables, an instance role...). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** How long one request may take before the storage counts as unavailable. */
  timeoutMs?: number;
}

/** What a visitor or staff member reads when the bucket cannot be reached; the cause goes to the log. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Image storage is unavailable at the moment. Please try again shortly.';

/** Never written: check() reads it to learn whether the bucket is there. */
const PROBE_KEY = 'startup-check/never-written';

/** Keys are written once (a new upload gets a new name), so whoever serves them may keep them for ever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Images in an S3-compatible bucket (AWS SDK v3). A put is one PutObject: the object appears whole or not at all.
 * A bucket that cannot be reached, or that refuses us, is a ProviderUnavailableError (503 with Retry-After), never a
 * missing image and never a half-written one.
 */
export class S3Storage implements IStorage {
  private readonly client: S3Client;

  constructor(private readonly options: IS3StorageOptions) {
    const timeoutMs = options.timeoutMs ?? 10_000;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      // Servers other than AWS (and AWS too) take bucket-in-path addresses, which need no DNS name per bucket.
      forcePathStyle: Boolean(options.endpoint),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // The newer default checksums (CRC32 on every upload) are not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // One retry: a request waits at most twice the timeout before the visitor gets a clear 503.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /**
   * At start: the server answers, the bucket exists and it takes our signature. Throws the reason, for the startup
   * error. It reads a key that is never written, which needs no more than the shop's own object permissions; a
   * bucket-level call (HeadBucket, a listing) would need s3:ListBucket, which a key-scoped policy may not grant.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: PROBE_KEY }));
    } catch (error) {
      const name = (error as { name?: string }).name;
      // Without s3:ListBucket, AWS answers AccessDenied rather than NoSuchKey for a missing key: signed rightly all
      // the same.
      if (name === 'NoSuchKey' || name === 'AccessDenied') return;
      throw error;
    }
  }

  /** Closes the client's sockets (tests, shutdown). */
  destroy(): void {
    this.client.destroy();
  }

  private async send(command: PutObjectCommand | DeleteObjectCommand): Promise<void> {
    try {
      await this.client.send(command as PutObjectCommand);
    } catch (error) {
      throw unavailable(error);
    }
  }
}

function unavailable(error: unknown): ProviderUnavailableError {
  return new ProviderUnavailableError(STORAGE_UNAVAILABLE_MESSAGE, 30, { cause: error });
}

/** One line for a log or a startup error: what the server answered, or why no answer came. */
export function describeS3Error(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    if (error.name === 'NoSuchBucket') return 'no such bucket';
    if (error.name === 'InvalidAccessKeyId' || error.name === 'SignatureDoesNotMatch')
      return 'the credentials are refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
    return `${error.name}${status ? ` (HTTP ${status})` : ''}`;
  }
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'ECONNREFUSED') return 'connection refused (is the server running?)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host';
  if (code === 'ETIMEDOUT' || (error as { name?: string })?.name === 'TimeoutError')
    return 'no answer in time';
  return (code ?? message ?? String(error)).split('\n')[0]!;
}
