import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CV_ENDPOINTS as E, type CvFile } from '@vaga/contract';
import { withQuery } from '@/shared/lib/http.ts';
import { uploadWithProgress } from '@/shared/lib/upload.ts';
import { cvKeys } from './query-keys.ts';

export interface UploadInput {
  file: File;
  cvName: string;
  /** Share of the bytes sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST v1/profile/cvs (multipart, query cvName and fileName), with the upload's progress (see
 * uploadWithProgress).
 */
export function uploadCvFile({ file, cvName, onProgress, signal }: UploadInput): Promise<CvFile> {
  return uploadWithProgress<CvFile>({
    url: withQuery(E.uploadCv.path, { cvName, fileName: file.name }),
    files: [{ field: 'file', file }],
    onProgress,
    signal,
  });
}

export function useUploadCvFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCvFile,
    onSuccess: () => client.invalidateQueries({ queryKey: cvKeys.list() }),
  });
}
