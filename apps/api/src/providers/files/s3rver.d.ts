// s3rver ships no types: the little of its API the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
