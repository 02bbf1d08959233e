import type { ErrorCode } from '@vaga/contract';
import { ApiError } from '../api-error.ts';
import { showErrorToast } from '../error-toast.ts';
import type { AppBridge, SelectFileOptions } from './bridge.ts';
import { getBridge } from './current-bridge.ts';

/** Why a file action stopped; the person has seen the matching toast. */
export class FileAccessError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(code);
    this.name = 'FileAccessError';
    this.code = code;
  }
}

function fail(code: ErrorCode): never {
  showErrorToast(new ApiError(code));
  throw new FileAccessError(code);
}

/**
 * Spec §6: inside the government app, file storage permission is checked, and asked for when
 * missing, before any file is picked or saved. A failed check shows CHECK_PERMISSION_FAIL; a
 * refused or failed request GRANT_PERMISSION_FAIL.
 */
export async function ensureStoragePermission(bridge: AppBridge = getBridge()): Promise<void> {
  if (!bridge.inApp) return;
  let granted: boolean;
  try {
    granted = await bridge.checkPermission();
  } catch {
    fail('CHECK_PERMISSION_FAIL');
  }
  if (granted) return;
  let given = false;
  try {
    given = await bridge.grantPermission();
  } catch {
    given = false;
  }
  if (!given) fail('GRANT_PERMISSION_FAIL');
}

/**
 * Lets the person pick a file (the app's picker inside the app, the browser's outside); null when
 * they cancel. Throws FileAccessError, after its toast, when the file cannot be reached.
 */
export async function pickFile(
  options: SelectFileOptions,
  bridge: AppBridge = getBridge(),
): Promise<File | null> {
  await ensureStoragePermission(bridge);
  try {
    return await bridge.selectFile(options);
  } catch {
    fail('SELECT_FILE_PERMISSION_FAIL');
  }
}

/** Saves a downloaded file (into the app's storage inside the app) and opens it. */
export async function saveAndOpenFile(
  file: Blob,
  fileName: string,
  bridge: AppBridge = getBridge(),
): Promise<void> {
  await ensureStoragePermission(bridge);
  try {
    const id = await bridge.downloadFile(file, fileName);
    await bridge.openFile(id);
  } catch {
    fail('SELECT_FILE_PERMISSION_FAIL');
  }
}
