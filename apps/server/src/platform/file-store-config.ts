import type { AppConfig } from '../config.ts';
import type { FileStore, FileStoreErrors } from './file-store.ts';
import { createFileStore } from './local-file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

/** The store the configuration names: object storage with STORAGE_URL, else the local folder. */
export function configuredFileStore(config: AppConfig, onError?: FileStoreErrors): FileStore {
  return config.s3
    ? new S3FileStore(config.s3, onError)
    : createFileStore(config.storageDir, onError);
}
