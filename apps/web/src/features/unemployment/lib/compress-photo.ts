import type { ProofType } from './check-proof-file.ts';

/** A photo above this size is scaled down before upload (spec: keep the 8 MB total for more files). */
export const PHOTO_TARGET_BYTES = 1024 * 1024;
/** The longest side a scaled-down photo keeps: still legible for a document. */
export const PHOTO_MAX_SIDE = 2000;

export interface PreparedFile {
  file: File;
  /** The size before scaling down, when the photo was made smaller; else null. */
  originalSize: number | null;
}

const renamed = (name: string, extension: string) =>
  `${name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name}.${extension}`;

/**
 * Scales a photo (JPEG, PNG) down in the browser when it is larger than needed: longest side at
 * most 2000 px, about 1 MB. A JPEG stays a JPEG; a PNG becomes a JPEG only when that is smaller.
 * A PDF, a small photo, or a photo the browser cannot read is sent as it is. The library is
 * loaded only when a photo needs it.
 */
export async function preparePhoto(file: File, type: ProofType): Promise<PreparedFile> {
  if (type === 'application/pdf' || file.size <= PHOTO_TARGET_BYTES) {
    return { file, originalSize: null };
  }
  try {
    const { default: compress } = await import('browser-image-compression');
    const output = await compress(file, {
      maxSizeMB: PHOTO_TARGET_BYTES / (1024 * 1024),
      maxWidthOrHeight: PHOTO_MAX_SIDE,
      useWebWorker: false,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
    });
    if (output.size >= file.size) return { file, originalSize: null };
    const name = type === 'image/png' ? renamed(file.name, 'jpg') : file.name;
    return {
      file: new File([output], name, { type: 'image/jpeg', lastModified: file.lastModified }),
      originalSize: file.size,
    };
  } catch {
    return { file, originalSize: null };
  }
}
