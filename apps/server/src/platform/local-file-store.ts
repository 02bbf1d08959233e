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
import { fileSource } from './byte-source.ts';
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

/** A file store in a local directory (config.storageDir). */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly root: string,
    private readonly onError: FileStoreErrors = () => undefined,
  ) {}

  /** `.part` files this process is writing or holding, kept young by `keepAlive`. */
  private readonly live = new Set<string>();
  private keepAlive: NodeJS.Timeout | undefined;

  private counted<T>(operation: FileStoreOperation, work: () => Promise<T>): Promise<T> {
    return storeCall(this.onError, operation, work);
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

/** The local folder `storageDir` (platform/file-store-config.ts picks the configured store). */
export function createFileStore(storageDir: string, onError?: FileStoreErrors): FileStore {
  return new LocalFileStore(path.resolve(storageDir), onError);
}
