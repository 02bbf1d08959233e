import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteSource } from './byte-source.ts';
import {
  FileStoreUnavailableError,
  FOLDER,
  KEY,
  limitedChunks,
  storeCall,
  type FileStore,
  type FileStoreErrors,
  type FileStoreOperation,
  type StagedFile,
  type StageOptions,
  type StoredContent,
  type StoredFile,
} from './file-store.ts';
import { isMissing, listObjects, rangeSource, s3Client, type S3StoreConfig } from './s3-objects.ts';

/** A part of a multipart upload: S3's minimum. Files at most this size go in one request. */
const PART_BYTES = 5 * 1024 * 1024;
const PART = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}\.part$/;

/**
 * A `.part` object exists only once its upload arrived whole; it is then checked and copied to
 * its key, or read back as the file converter's answer, which a slow client may read for long.
 * Objects cannot be touched cheaply, so they are given an hour.
 */
export const OBJECT_PART_GRACE_MS = 60 * 60 * 1000;

/**
 * Files in S3-compatible object storage, the same calls as the local folder. An upload streams
 * to a `<key>.part` object (lib-storage's Upload: one request up to 5 MB, else a multipart upload
 * holding one 5 MB part at a time), is checked by ranged reads of that object, and is copied to
 * its key when its row is written, in the row's transaction; the `.part` is then deleted. A
 * crash leaves either a `.part` (removed by sweepPartial, as the local `.part` files) or an object
 * no row knows (removed by the modules' orphan sweeps). Nothing is written to local disk.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3StoreConfig,
    private readonly onError: FileStoreErrors = () => undefined,
  ) {
    this.client = s3Client(config);
  }

  private objectKey(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid file-store key');
    return `${this.config.prefix}${key}`;
  }

  private counted<T>(operation: FileStoreOperation, work: () => Promise<T>): Promise<T> {
    return storeCall(this.onError, operation, work);
  }

  private deleteObject(objectKey: string): Promise<unknown> {
    return this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: objectKey }),
    );
  }

  async save(bytes: Uint8Array, options: { folder: string }): Promise<string> {
    if (!FOLDER.test(options.folder)) throw new Error('invalid file-store folder');
    const key = `${options.folder}/${randomUUID()}`;
    const objectKey = this.objectKey(key);
    // A PUT is whole or not at all: no reader ever sees half an object.
    await this.counted('write', () =>
      this.client.send(
        new PutObjectCommand({ Bucket: this.config.bucket, Key: objectKey, Body: bytes }),
      ),
    );
    return key;
  }

  async stage(chunks: AsyncIterable<Buffer>, options: StageOptions): Promise<StagedFile> {
    if (!FOLDER.test(options.folder)) throw new Error('invalid file-store folder');
    const key = `${options.folder}/${randomUUID()}`;
    const target = this.objectKey(key);
    const partial = `${target}.part`;
    const incoming = limitedChunks(chunks, options);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.config.bucket,
        Key: partial,
        Body: Readable.from(incoming.chunks, { objectMode: false, highWaterMark: 1 }),
      },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      const refusal = incoming.state.refusal;
      if (refusal === null) this.onError('write', error);
      // Nothing was written under that name, or it goes now; a failure here leaves it to the sweep.
      await this.deleteObject(partial).catch((cause: unknown) => this.onError('delete', cause));
      throw refusal ?? new FileStoreUnavailableError(error);
    }
    // An upload that failed quietly (a refusal read by lib-storage) never counts as stored.
    if (incoming.state.refusal !== null) {
      await this.deleteObject(partial).catch((cause: unknown) => this.onError('delete', cause));
      throw incoming.state.refusal;
    }
    const size = incoming.state.size;
    return {
      key,
      size,
      bytes: this.rangeSource(partial, size),
      commit: () =>
        this.counted('write', async () => {
          await this.client.send(
            new CopyObjectCommand({
              Bucket: this.config.bucket,
              Key: target,
              CopySource: `${this.config.bucket}/${partial}`
                .split('/')
                .map(encodeURIComponent)
                .join('/'),
            }),
          );
          await this.deleteObject(partial);
        }),
      discard: () =>
        this.counted('delete', async () => {
          await this.deleteObject(partial);
          await this.deleteObject(target);
        }),
    };
  }

  /** The bytes of an object of known size by ranged GETs, read only as far as asked. */
  private rangeSource(objectKey: string, size: number): ByteSource {
    return rangeSource(this.client, this.config.bucket, objectKey, size, (work) =>
      this.counted('read', work),
    );
  }

  async read(key: string): Promise<Buffer | null> {
    const content = await this.open(key);
    if (!content) return null;
    const parts: Buffer[] = [];
    try {
      // A failure while reading is counted by the stream's error listener.
      for await (const chunk of content.stream) parts.push(chunk as Buffer);
    } catch (error) {
      throw new FileStoreUnavailableError(error);
    }
    return Buffer.concat(parts);
  }

  async open(key: string): Promise<StoredContent | null> {
    const objectKey = this.objectKey(key);
    return this.counted('read', async () => {
      try {
        const answer = await this.client.send(
          new GetObjectCommand({ Bucket: this.config.bucket, Key: objectKey }),
        );
        const stream = answer.Body as Readable;
        stream.once('error', (error) => this.onError('read', error));
        return { size: Number(answer.ContentLength ?? 0), stream };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    const objectKey = this.objectKey(key);
    await this.counted('delete', () => this.deleteObject(objectKey));
  }

  async exists(key: string): Promise<boolean> {
    const objectKey = this.objectKey(key);
    return this.counted('read', async () => {
      try {
        await this.client.send(
          new HeadObjectCommand({ Bucket: this.config.bucket, Key: objectKey }),
        );
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    });
  }

  private objects(prefix: string): AsyncGenerator<{ key: string; modifiedAt: Date }> {
    return listObjects(this.client, this.config, prefix);
  }

  async list(folder: string): Promise<StoredFile[]> {
    if (!FOLDER.test(folder)) throw new Error('invalid file-store folder');
    return this.counted('sweep', async () => {
      const files: StoredFile[] = [];
      for await (const object of this.objects(`${folder}/`)) {
        if (KEY.test(object.key)) files.push(object);
      }
      return files;
    });
  }

  /**
   * Removes the `.part` objects older than OBJECT_PART_GRACE_MS, by the store's own times (an upload
   * still arriving has no object yet: S3 shows an object only once it is whole).
   */
  async sweepPartial(now = Date.now()): Promise<number> {
    return this.counted('sweep', async () => {
      let removed = 0;
      for await (const object of this.objects('')) {
        if (!PART.test(object.key)) continue;
        if (now - object.modifiedAt.getTime() < OBJECT_PART_GRACE_MS) continue;
        await this.deleteObject(`${this.config.prefix}${object.key}`);
        removed += 1;
      }
      return removed;
    });
  }

  /** Asks for the bucket: object storage answers and the credentials hold. */
  async probe(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      throw new FileStoreUnavailableError(error);
    }
  }

  /** The size of the object under a key; null when there is none (files:migrate). */
  async sizeOf(key: string): Promise<number | null> {
    const objectKey = this.objectKey(key);
    return this.counted('read', async () => {
      try {
        const head = await this.client.send(
          new HeadObjectCommand({ Bucket: this.config.bucket, Key: objectKey }),
        );
        return Number(head.ContentLength ?? 0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    });
  }

  /**
   * Stores a stream of known size under a given key (files:migrate keeps the keys the rows
   * hold): one PUT, whole or not at all, streamed, never held in memory.
   */
  async putAt(key: string, body: Readable, size: number): Promise<void> {
    const objectKey = this.objectKey(key);
    await this.counted('write', () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: objectKey,
          Body: body,
          ContentLength: size,
        }),
      ),
    );
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}
