import { fitsUnder, LIMITS, type ErrorCode } from '@vaga/contract';

/** The CV file types (spec §5/§9), as extensions without the dot. */
export const CV_EXTENSIONS = LIMITS.cvFileTypes;

/**
 * The checks the page makes before sending a CV file, with the codes the server would answer:
 * empty, not under 8 MB, or not one of the accepted types by name. The server checks the
 * content itself; this only saves a useless upload.
 */
export function checkCvFile(file: {
  name: string;
  size: number;
}): { code: ErrorCode; args: number[] } | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(CV_EXTENSIONS as readonly string[]).includes(extension))
    return { code: 'FILE_TYPE_ILLEGAL', args: [] };
  if (file.size === 0) return { code: 'FILE_EMPTY', args: [] };
  if (!fitsUnder(file.size, LIMITS.cvMaxBytes))
    return { code: 'FILE_SIZE_TOO_LARGE', args: [LIMITS.cvMaxMegabytes] };
  return null;
}

/** The file name without its extension: the default display name of a new CV. */
export function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 100);
}
