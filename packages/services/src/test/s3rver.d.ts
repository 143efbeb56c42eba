/** The part of @20minutes/s3rver (which ships no types) that the test harness uses. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  interface IS3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    vhostBuckets?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: IS3rverOptions);
    httpServer?: Server;
    run(): Promise<AddressInfo | string | null>;
    close(): Promise<void>;
  }
}
