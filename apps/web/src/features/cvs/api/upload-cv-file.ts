import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS, type CvFile } from '@vaga/contract';
import { ApiError } from '@/shared/lib/api-error.ts';
import { withQuery } from '@/shared/lib/http.ts';
import { currentApiLanguage } from '@/shared/lib/locale.ts';
import { clearToken, getToken, setToken } from '@/shared/lib/session.ts';
import { WEB_ERROR_CODES } from '@/shared/lib/web-errors.ts';
import { cvKeys } from './query-keys.ts';

export interface UploadInput {
  file: File;
  cvName: string;
  /** Share of the bytes sent so far, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function failureOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { code?: unknown; errorArgs?: unknown };
    if (typeof body.code === 'string') {
      const args = Array.isArray(body.errorArgs)
        ? body.errorArgs.filter(
            (a): a is string | number => typeof a === 'string' || typeof a === 'number',
          )
        : [];
      return new ApiError(body.code, args, xhr.status);
    }
  } catch {
    // not the error envelope
  }
  return new ApiError(
    xhr.status === 401 ? 'Unauthorized' : 'INTERNAL_SERVER_ERROR',
    [],
    xhr.status,
  );
}

/**
 * POST v1/profile/cvs (multipart, query cvName and fileName). Sent with XMLHttpRequest so the
 * upload's progress can be shown; no timeout (spec §7). Same headers and session rules as the
 * HTTP client: Accept-Language, bearer token, renewed token kept, 401 ends the session.
 */
export function uploadCvFile({ file, cvName, onProgress, signal }: UploadInput): Promise<CvFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', withQuery(PATHS.cvs, { cvName, fileName: file.name }));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentApiLanguage());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      if (xhr.status === 401) clearToken();
      const renewed = xhr
        .getResponseHeader('Authorization')
        ?.replace(/^Bearer\s+/i, '')
        .trim();
      if (renewed && xhr.status !== 401) setToken(renewed);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as CvFile);
        } catch {
          reject(new ApiError('INTERNAL_SERVER_ERROR', [], xhr.status));
        }
      } else reject(failureOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(WEB_ERROR_CODES.network));
    xhr.onabort = () => reject(new ApiError(WEB_ERROR_CODES.cancelled));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

export function useUploadCvFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCvFile,
    onSuccess: () => client.invalidateQueries({ queryKey: cvKeys.list() }),
  });
}
