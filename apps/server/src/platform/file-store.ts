import type { Readable } from 'node:stream';
import { AppError } from './app-error.ts';
import type { ByteSource } from './byte-source.ts';

/** The wait a client is told when the store cannot be reached (Retry-After, in seconds). */
export const FILE_STORE_RETRY_AFTER_SECONDS = 30;

/**
 * A failure of the store itself (a folder that cannot be written, object storage out of reach):
 * answered 503 FILE_STORE_UNAVAILABLE with Retry-After, whatever route touched the store.
 * `cause` is the store's own error.
 */
export class FileStoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('FILE_STORE_UNAVAILABLE', [FILE_STORE_RETRY_AFTER_SECONDS]);
    this.cause = cause;
  }
}

/**
 * A file written aside (a `.part`) under a new key while it arrives: its bytes can be read
 * back from disk, then it is kept (renamed into place) or dropped.
 */
export interface StagedFile {
  readonly key: string;
  readonly size: number;
  readonly bytes: ByteSource;
  /** Renames the file into place under its key. */
  commit(): Promise<void>;
  /** Removes the file (staged or kept); removing twice is not an error. */
  discard(): Promise<void>;
}

/** A stored file opened for reading: its size and its bytes as a stream, read as sent. */
export interface StoredContent {
  readonly size: number;
  readonly stream: Readable;
}

/** What failed, as counted by `vaga_file_store_errors_total` (platform/metrics.ts). */
export type FileStoreOperation = 'write' | 'read' | 'delete' | 'sweep';

/** Told of every failure of the store itself (not of a refused upload). */
export type FileStoreErrors = (operation: FileStoreOperation, error: unknown) => void;

export interface StageOptions {
  folder: string;
  /** A file must be under this many bytes: at this size the writing stops and `tooLarge` throws. */
  maxBytes: number;
  tooLarge: () => Error;
}

/**
 * Where uploaded files live. Files are stored under names the store generates (never the user's
 * file name) and addressed by the key it answers. The local directory
 * (platform/local-file-store.ts) is the default; an S3-compatible store
 * (platform/s3-file-store.ts) implements the same calls.
 */
export interface FileStore {
  /** Stores the bytes under a new generated key, written whole or not at all. */
  save(bytes: Uint8Array, options: { folder: string }): Promise<string>;
  /**
   * Writes a stream chunk by chunk to a new `.part` file, never holding more than a chunk. On
   * any error (a size over the limit, a stream that fails) the `.part` is removed.
   */
  stage(chunks: AsyncIterable<Buffer>, options: StageOptions): Promise<StagedFile>;
  /** The bytes of a key; null when nothing is stored under it. */
  read(key: string): Promise<Buffer | null>;
  /** The bytes of a key as a stream (a download); null when nothing is stored under it. */
  open(key: string): Promise<StoredContent | null>;
  /** Removes a key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The stored files of a folder (never `.part` files being written), with when each was written. */
  list(folder: string): Promise<StoredFile[]>;
  /**
   * Removes the `.part` files a crash left in the store's folders, except those written less
   * than PARTIAL_GRACE_MS before `now`; answers how many were removed.
   */
  sweepPartial(now?: number): Promise<number>;
  /** Throws FileStoreUnavailableError unless the store can be written now (`/readyz`). */
  probe(): Promise<void>;
  /** Lets go of the store's connections (when the server closes). */
  close?(): void;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

export const FOLDER = /^[a-z0-9-]{1,40}$/;
export const KEY = /^[a-z0-9-]{1,40}\/[0-9a-f-]{36}$/;

/**
 * Chunks of an upload counted against the limit: `tooLarge` throws at the limit, and an error of
 * the incoming stream (or the limit) is remembered, so that the store can tell its own failures
 * (counted by `onError`) from a refused or broken upload.
 */
export function limitedChunks(chunks: AsyncIterable<Buffer>, options: StageOptions) {
  const state = { size: 0, refusal: null as unknown };
  async function* counted(): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of chunks) {
        state.size += chunk.length;
        if (state.size >= options.maxBytes) throw options.tooLarge();
        yield chunk;
      }
    } catch (error) {
      state.refusal = error;
      throw error;
    }
  }
  return { state, chunks: counted() };
}

/**
 * Runs one operation of a store, telling `onError` of a failure, then throwing it as
 * FileStoreUnavailableError.
 */
export async function storeCall<T>(
  onError: FileStoreErrors,
  operation: FileStoreOperation,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    onError(operation, error);
    throw new FileStoreUnavailableError(error);
  }
}

/** A stored file no row knows is removed by an orphan sweep once it is older than this. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const ORPHAN_BATCH = 200;

/**
 * Removes the stored files of `folder` that no row knows (`knownKeys` answers those a row
 * holds) and that were written more than `graceMs` before `now`, by the file system's time,
 * which is what the files' times are. A crash between the rename of an upload into place and
 * the commit of its row leaves such a file; the grace leaves alone an upload whose transaction
 * is still open. Answers how many were removed.
 */
export async function sweepOrphanFiles(
  store: FileStore,
  folder: string,
  knownKeys: (keys: string[]) => Promise<Set<string>>,
  options: { now?: number; graceMs?: number } = {},
): Promise<number> {
  const before = (options.now ?? Date.now()) - (options.graceMs ?? ORPHAN_GRACE_MS);
  const old = (await store.list(folder))
    .filter((file) => file.modifiedAt.getTime() < before)
    .map((file) => file.key);
  let removed = 0;
  for (let at = 0; at < old.length; at += ORPHAN_BATCH) {
    const batch = old.slice(at, at + ORPHAN_BATCH);
    const known = await knownKeys(batch);
    for (const key of batch) {
      if (known.has(key)) continue;
      await store.remove(key);
      removed += 1;
    }
  }
  return removed;
}

/**
 * Removes the stored file of a row already deleted: when the store cannot be reached the file is
 * left to the orphan sweep (no row knows it), and the deletion the caller made still stands.
 */
export async function removeUnlisted(store: FileStore, key: string): Promise<void> {
  await store.remove(key).catch((error: unknown) => {
    if (!(error instanceof FileStoreUnavailableError)) throw error;
  });
}
