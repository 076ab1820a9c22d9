import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver accepts this one key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'ap-southeast-2';

export type LocalS3Server = {
  /** Options for `s3FileStore` on the server's bucket. */
  store: {
    bucket: string;
    region: string;
    endpoint: string;
    forcePathStyle: true;
    credentials: typeof CREDENTIALS;
  };
  /** The same as `S3_*` settings, for an app built from its configuration. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server for tests (s3rver, in this process), on a free port with its objects in a
 * temporary folder, and an empty bucket made through the S3 API as an operator would make it.
 */
export async function startLocalS3Server(bucket = 'alongside-test-files'): Promise<LocalS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'alongside-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    store: { bucket, region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS },
    env: {
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
