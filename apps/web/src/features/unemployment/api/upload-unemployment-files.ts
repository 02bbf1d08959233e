import {
  UNEMPLOYMENT_ENDPOINTS as E,
  type UnemploymentFileKind,
  type UnemploymentUploadResult,
} from '@vaga/contract';
import { withQuery } from '@/shared/lib/http.ts';
import { uploadWithProgress } from '@/shared/lib/upload.ts';

export interface UnemploymentUploadInput {
  kind: UnemploymentFileKind;
  files: File[];
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST v1/jobseeks/sd/uploads?kind=…: the files are stored all or none. */
export function uploadUnemploymentFiles({
  kind,
  files,
  onProgress,
  signal,
}: UnemploymentUploadInput): Promise<UnemploymentUploadResult> {
  return uploadWithProgress<UnemploymentUploadResult>({
    url: withQuery(E.unemploymentUploads.path, { kind }),
    files: files.map((file) => ({ field: 'file', file })),
    onProgress,
    signal,
  });
}
