import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { IS3StorageOptions } from '../storage/s3.storage.js';

/**
 * A real S3-protocol server for tests (s3rver: it checks SigV4 signatures and keeps objects in a folder), on
 * 127.0.0.1 and a free port. Shared by every suite that needs object storage, so a scale-out suite can start one
 * and hand its `options` to several app processes.
 */
export interface ITestS3Server {
  /** What S3Storage (or the S3_* variables) needs to reach the bucket. */
  options: IS3StorageOptions;
  /** The same as S3_* environment variables, for a server process. */
  env: Record<string, string>;
  /** Stops answering (the port is closed) but keeps the objects: a storage that is down. */
  stop(): Promise<void>;
  /** Answers again on the same port with the same objects. */
  restart(): Promise<void>;
  /** Keys of every object in the bucket, read from the server's own folder (not through the S3 API under test). */
  keys(): Promise<string[]>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it refuses requests signed with any others. */
const ACCESS_KEY = 'S3RVER';

export async function startTestS3Server({ bucket = 'shop-images' } = {}): Promise<ITestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const serverFor = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      vhostBuckets: false,
      configureBuckets: [{ name: bucket }],
    });
  let server = serverFor(0);
  const { port } = (await server.run()) as AddressInfo;
  let running = true;
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!running) return;
    running = false;
    server.httpServer?.closeAllConnections?.();
    await server.close();
  };
  return {
    options: {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: ACCESS_KEY,
      timeoutMs: 2000,
    },
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    stop,
    async restart() {
      if (running) return;
      server = serverFor(port);
      await server.run();
      running = true;
    },
    async keys() {
      return listObjectKeys(path.join(directory, bucket));
    },
    async close() {
      await stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver keeps an object as `<key>._S3rver_object` beside its metadata files. */
async function listObjectKeys(bucketDir: string): Promise<string[]> {
  const entries = await fs.readdir(bucketDir, { recursive: true }).catch(() => [] as string[]);
  return entries
    .filter((entry) => entry.endsWith('._S3rver_object'))
    .map((entry) => entry.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
    .sort();
}
