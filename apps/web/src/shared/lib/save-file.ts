import { ApiError } from '@/shared/lib/api-error.ts';
import { getBridge } from '@/shared/lib/bridge/current-bridge.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { ensureStoragePermission, FileAccessError } from '@/shared/lib/bridge/bridge-files.ts';

/**
 * Saves a downloaded file: the browser's download outside the app; inside the government app
 * through the bridge, after the storage permission (spec §6), then asks whether to open it.
 */
export async function saveFile(
  blob: Blob,
  fileName: string,
  confirmOpen: () => Promise<boolean>,
): Promise<void> {
  const bridge = getBridge();
  try {
    await ensureStoragePermission(bridge);
  } catch (error) {
    if (error instanceof FileAccessError) return;
    throw error;
  }
  let id: string;
  try {
    id = await bridge.downloadFile(blob, fileName);
  } catch {
    showErrorToast(new ApiError('SELECT_FILE_PERMISSION_FAIL'));
    return;
  }
  if (bridge.inApp && (await confirmOpen())) await bridge.openFile(id);
}
