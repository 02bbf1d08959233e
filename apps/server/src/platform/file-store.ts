import { randomUUID } from 'node:crypto';
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from './app-error.ts';
import { fileSource, type ByteSource } from './byte-source.ts';

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
 * file name) and addressed by the key it answers. The local directory is the default; an
 * S3-compatible store (platform/s3-file-store.ts) implements the same calls.
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

/** A file store in a local directory (config.storageDir). */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly onError: FileStoreErrors = () => undefined,
  ) {}

  /** `.part` files this process is writing or holding, kept young by `keepAlive`. */
  private readonly live = new Set<string>();
  private keepAlive: NodeJS.Timeout | undefined;

  /**
   * Runs one operation of the store, telling `onError` of a failure, then throwing it as
   * FileStoreUnavailableError.
   */
  private async counted<T>(operation: FileStoreOperation, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.onError(operation, error);
      throw new FileStoreUnavailableError(error);
    }
  }

  /** A `.part` this process holds: its time is moved on every PART_TOUCH_MS until it goes. */
  private hold(partial: string): void {
    this.live.add(partial);
    if (this.keepAlive) return;
    this.keepAlive = setInterval(() => void this.touchLive(), PART_TOUCH_MS);
    this.keepAlive.unref();
  }

  private letGo(partial: string): void {
    this.live.delete(partial);
    if (this.live.size > 0 || !this.keepAlive) return;
    clearInterval(this.keepAlive);
    this.keepAlive = undefined;
  }

  /** Moves the time of every `.part` this process holds to now: no sweep takes them. */
  async touchLive(): Promise<void> {
    const now = new Date();
    for (const partial of this.live) await utimes(partial, now, now).catch(() => undefined);
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('invalid file-store key');
    return path.join(this.root, key);
  }

  async save(bytes: Uint8Array, options: { folder: string }): Promise<string> {
    if (!FOLDER.test(options.folder)) throw new Error('invalid file-store folder');
    const key = `${options.folder}/${randomUUID()}`;
    const target = this.pathOf(key);
    // Written aside, then renamed: a reader never sees half a file.
    const partial = `${target}.part`;
    await this.counted('write', async () => {
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    });
    return key;
  }

  async stage(chunks: AsyncIterable<Buffer>, options: StageOptions): Promise<StagedFile> {
    if (!FOLDER.test(options.folder)) throw new Error('invalid file-store folder');
    const key = `${options.folder}/${randomUUID()}`;
    const target = this.pathOf(key);
    const partial = `${target}.part`;
    const incoming = limitedChunks(chunks, options);
    try {
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(partial, 'wx');
      this.hold(partial);
      try {
        for await (const chunk of incoming.chunks) await handle.write(chunk);
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      this.letGo(partial);
      await rm(partial, { force: true }).catch(() => undefined);
      if (incoming.state.refusal === error) throw error;
      this.onError('write', error);
      throw new FileStoreUnavailableError(error);
    }
    const size = incoming.state.size;
    return {
      key,
      size,
      bytes: fileSource(partial, size),
      commit: async () => {
        await this.counted('write', () => rename(partial, target));
        this.letGo(partial);
      },
      discard: async () => {
        this.letGo(partial);
        await this.counted('delete', async () => {
          await rm(partial, { force: true });
          await rm(target, { force: true });
        });
      },
    };
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.pathOf(key);
    return this.counted('read', async () => {
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    });
  }

  async open(key: string): Promise<StoredContent | null> {
    const file = this.pathOf(key);
    return this.counted('read', async () => {
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        const stream = handle.createReadStream();
        stream.once('error', (error) => this.onError('read', error));
        return { size, stream };
      } catch (error) {
        await handle.close();
        throw error;
      }
    });
  }

  async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await this.counted('delete', () => rm(file, { force: true }));
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    return this.counted('read', async () => {
      try {
        return (await stat(file)).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    });
  }

  async list(folder: string): Promise<StoredFile[]> {
    if (!FOLDER.test(folder)) throw new Error('invalid file-store folder');
    let names: string[];
    try {
      names = await readdir(path.join(this.root, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      this.onError('sweep', error);
      throw new FileStoreUnavailableError(error);
    }
    const files: StoredFile[] = [];
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!KEY.test(key)) continue;
      const info = await stat(path.join(this.root, key)).catch(() => null);
      if (info?.isFile()) files.push({ key, modifiedAt: info.mtime });
    }
    return files;
  }

  sweepPartial(now = Date.now()): Promise<number> {
    return sweepPartialFiles(this.root, now, this.live);
  }

  /** Writes and removes a small file at the store's root: the folder is there and writable. */
  async probe(): Promise<void> {
    const file = path.join(this.root, `.probe-${randomUUID()}`);
    try {
      await mkdir(this.root, { recursive: true });
      await writeFile(file, '');
      await rm(file, { force: true });
    } catch (error) {
      throw new FileStoreUnavailableError(error);
    }
  }

  close(): void {
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.keepAlive = undefined;
  }
}

/**
 * How often a process moves on the time of the `.part` files it holds (being written, checked or
 * read back): a `.part` whose time stands still is no process's.
 */
export const PART_TOUCH_MS = 60 * 1000;

/**
 * A `.part` file written or touched less than this ago may still be held (an upload on a slow
 * line, on this or another instance sharing the folder): several PART_TOUCH_MS, so a busy
 * process that touches late keeps its files. Older ones were left by a process that died.
 */
export const PARTIAL_GRACE_MS = 10 * PART_TOUCH_MS;

/**
 * Removes the `.part` files a crash left behind in the store's folders (a save writes aside and
 * renames, so a `.part` is never a stored file), except those written less than
 * PARTIAL_GRACE_MS before `now`: by the file system's time, which is what the files' times are
 * (as sweepOrphanFiles). Answers how many were removed. Run when the server starts and by the
 * scheduler (platform/part-file-sweep.ts).
 */
export async function sweepPartialFiles(
  storageDir: string,
  now = Date.now(),
  held: ReadonlySet<string> = new Set(),
): Promise<number> {
  const root = path.resolve(storageDir);
  let folders: string[];
  try {
    folders = (await readdir(root, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && FOLDER.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const folder of folders) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const file = path.join(root, folder, name);
      if (held.has(file)) continue;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < PARTIAL_GRACE_MS) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
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

/** The local folder `storageDir` (platform/file-store-config.ts picks the configured store). */
export function createFileStore(storageDir: string, onError?: FileStoreErrors): FileStore {
  return new LocalFileStore(path.resolve(storageDir), onError);
}
