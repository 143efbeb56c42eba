import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../errors.js';
import { startTestS3Server, type ITestS3Server } from '../test/s3-server.js';
import { S3Storage, STORAGE_UNAVAILABLE_MESSAGE, describeS3Error } from './s3.storage.js';

describe('S3Storage against a real S3-protocol server', () => {
  let s3: ITestS3Server;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = new S3Storage({ ...s3.options, timeoutMs: 1000 });
  });
  afterAll(async () => {
    storage?.destroy();
    await s3?.close();
  });

  it('writes, reads and deletes objects, and reads a missing one as null', async () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    await storage.put('uploads/one.jpg', bytes, 'image/jpeg');
    await storage.put('images/uploads/one.jpg/640.webp', Buffer.from('webp'), 'image/webp');
    expect(await storage.get('uploads/one.jpg')).toEqual(bytes);
    expect(await s3.keys()).toEqual(['images/uploads/one.jpg/640.webp', 'uploads/one.jpg']);
    expect(await storage.get('uploads/none.jpg')).toBeNull();
    await storage.delete('uploads/one.jpg');
    await storage.delete('uploads/one.jpg');
    expect(await storage.get('uploads/one.jpg')).toBeNull();
    expect(await s3.keys()).toEqual(['images/uploads/one.jpg/640.webp']);
  });

  it('refuses keys that could reach outside the images', async () => {
    for (const key of ['../etc/passwd.jpg', 'uploads//x.jpg', '/uploads/x.jpg', 'uploads/x.exe'])
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(
        /invalid storage key/,
      );
  });

  it('checks the bucket at start: a wrong bucket or wrong credentials are named', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    const missing = new S3Storage({ ...s3.options, bucket: 'no-such-bucket' });
    const denied = new S3Storage({ ...s3.options, secretAccessKey: 'wrong' });
    try {
      expect(describeS3Error(await missing.check().catch((error: unknown) => error))).toBe('no such bucket');
      expect(describeS3Error(await denied.check().catch((error: unknown) => error))).toBe(
        'the credentials are refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)',
      );
    } finally {
      missing.destroy();
      denied.destroy();
    }
  });

  it('is unavailable, with a clear message, while the server is down, and writes nothing', async () => {
    await storage.put('uploads/kept.jpg', Buffer.from('kept'), 'image/jpeg');
    const before = await s3.keys();
    await s3.stop();
    try {
      for (const attempt of [
        () => storage.put('uploads/new.jpg', Buffer.from('new'), 'image/jpeg'),
        () => storage.get('uploads/kept.jpg'),
        () => storage.delete('uploads/kept.jpg'),
      ]) {
        const error = await attempt().then(
          () => 'no error',
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ProviderUnavailableError);
        expect((error as Error).message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
        expect(describeS3Error((error as Error).cause)).toBe('connection refused (is the server running?)');
      }
    } finally {
      await s3.restart();
    }
    expect(await s3.keys()).toEqual(before);
    expect(await storage.get('uploads/kept.jpg')).toEqual(Buffer.from('kept'));
  });
});
