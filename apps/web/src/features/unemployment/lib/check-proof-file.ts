import { fitsUnemploymentTotal, UNEMPLOYMENT_LIMITS, type ErrorCode } from '@vaga/contract';

/** The extensions offered by the picker (spec §5: PDF, JPG, PNG). */
export const PROOF_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

export type ProofType = 'application/pdf' | 'image/jpeg' | 'image/png';

/** A file refused before upload, with the code the server would answer. */
export interface ProofProblem {
  code: ErrorCode;
  args: number[];
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte);

/** The type of a file by its first bytes: %PDF, FF D8 FF, 89 50 4E 47; null for anything else. */
export function proofTypeOf(head: Uint8Array): ProofType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46])) return 'application/pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}

/** The first bytes of a file (read with FileReader, which every browser has). */
function headOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, 8));
  });
}

/**
 * The checks made before a proof file is sent, with the codes the server would answer: empty
 * (FILE_EMPTY), not a PDF, JPEG or PNG by content (FILE_TYPE_ILLEGAL). The server checks again.
 */
export async function checkProofFile(
  file: File,
): Promise<{ type: ProofType; problem: null } | { type: null; problem: ProofProblem }> {
  if (file.size === 0) return { type: null, problem: { code: 'FILE_EMPTY', args: [] } };
  const type = proofTypeOf(await headOf(file).catch(() => new Uint8Array()));
  if (!type) return { type: null, problem: { code: 'FILE_TYPE_ILLEGAL', args: [] } };
  return { type, problem: null };
}

/** Whether files of `adding` bytes fit beside the registration's `current` total (8 MB in all). */
export function checkProofTotal(current: number, adding: number): ProofProblem | null {
  return fitsUnemploymentTotal(current + adding)
    ? null
    : { code: 'FILE_SIZE_TOO_LARGE_LIMIT_8', args: [UNEMPLOYMENT_LIMITS.totalMaxMegabytes] };
}
