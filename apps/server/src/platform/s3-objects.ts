import {
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ByteSource } from './byte-source.ts';

/** Where the objects go: `STORAGE_URL=s3://bucket/prefix` and the S3_* settings (config.ts). */
export interface S3StoreConfig {
  bucket: string;
  /** Put before every key: `''` or a path ending in `/`. */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph…); null: the cloud's S3 of `region`. */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's own chain (instance role, AWS_* variables, shared files). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** The client of object storage, as the settings say. */
export function s3Client(config: S3StoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // S3-compatible servers do not all read the checksum trailers the SDK adds to streamed
    // bodies (aws-chunked): against one, checksums are sent only where S3 requires them.
    ...(config.endpoint
      ? {
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
}

/** Whether object storage answered that nothing is stored under the key. */
export function isMissing(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return (
      error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404
    );
  }
  return false;
}

/**
 * The bytes of an object of known size by ranged GETs, read only as far as asked; each read
 * runs through `counted` (the store's failure count).
 */
export function rangeSource(
  client: S3Client,
  bucket: string,
  objectKey: string,
  size: number,
  counted: <T>(work: () => Promise<T>) => Promise<T>,
): ByteSource {
  return {
    size,
    read: async (offset, length) => {
      const wanted = Math.max(0, Math.min(length, size - offset));
      if (wanted === 0) return Buffer.alloc(0);
      return counted(async () => {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            Range: `bytes=${offset}-${offset + wanted - 1}`,
          }),
        );
        const bytes = await answer.Body!.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      });
    },
  };
}

/** Every object under the store's prefix and `prefix` (keys relative to the store), page by page. */
export async function* listObjects(
  client: S3Client,
  config: Pick<S3StoreConfig, 'bucket' | 'prefix'>,
  prefix: string,
): AsyncGenerator<{ key: string; modifiedAt: Date }> {
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: config.bucket,
        Prefix: `${config.prefix}${prefix}`,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      yield {
        key: object.Key.slice(config.prefix.length),
        modifiedAt: object.LastModified ?? new Date(0),
      };
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
