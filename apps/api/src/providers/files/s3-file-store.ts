import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore } from './file-store';

export type S3FileStoreOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO, Cloudflare R2, a test server) instead of AWS. */
  endpoint?: string | undefined;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: what most S3-compatible stores expect. */
  forcePathStyle?: boolean | undefined;
  /** Without them the SDK's default chain answers (environment, shared files, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/**
 * The file store on an S3-compatible bucket (DESIGN.md "Runs on"), so that API instances on several
 * machines read each other's files. The bucket stays private: the API serves every file itself
 * through its authorised routes, never by a public or presigned link.
 *
 * Bodies are Buffers, as the interface takes them: every file is at most 10 MB and is checked or
 * re-encoded in memory before it is stored anyway.
 */
export function s3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // The SDK waits forever by default; a store that stops answering must fail the request instead
    // of holding it (and its upload in memory) open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const bucket = options.bucket;
  return {
    async put(key, body) {
      assertFileKey(key);
      // No encryption header: AWS encrypts every new object at rest (SSE-S3) by itself, and a
      // bucket's own default encryption is the one place to choose KMS (docs/operations.md).
      await send('PutObject', () =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body })),
      );
    },
    async get(key) {
      assertFileKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return null;
        const bytes = await answer.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        // Only a missing object is "no such file"; a missing bucket or a refusal is a fault. (Without
        // s3:ListBucket, S3 answers a missing object with AccessDenied: docs/operations.md.)
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw storeError('GetObject', error);
      }
    },
    async remove(key) {
      assertFileKey(key);
      // S3 answers 204 for a missing object too, so removing twice is quiet, as on disk.
      await send('DeleteObject', () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
    },
  };
}

async function send(operation: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    throw storeError(operation, error);
  }
}

/**
 * The SDK's errors carry the fields of the store's answer (the key among them) as properties, which
 * the error log would print; this one-line error names the operation, the store's code and request
 * id only, and keeps the original as its cause (whose message and stack alone reach the log).
 */
function storeError(operation: string, error: unknown): Error {
  if (!(error instanceof S3ServiceException)) {
    return new Error(`Object store ${operation} failed.`, { cause: error });
  }
  const { httpStatusCode, requestId } = error.$metadata;
  const details = [httpStatusCode && `HTTP ${httpStatusCode}`, requestId && `request ${requestId}`]
    .filter(Boolean)
    .join(', ');
  return new Error(`Object store ${operation} failed: ${error.name}${details ? ` (${details})` : ''}.`, {
    cause: error,
  });
}
