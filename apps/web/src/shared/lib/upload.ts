import { ApiError } from './api-error.ts';
import { getToken, notifyUnauthorized, setToken } from './session.ts';
import { currentApiLanguage } from './locale.ts';
import { WEB_ERROR_CODES } from './web-errors.ts';

export interface UploadOptions {
  /** The path with its query. */
  url: string;
  /** The files, each under its field name (a name may repeat). */
  files: { field: string; file: File }[];
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
 * Sends files as multipart with XMLHttpRequest so the upload's progress can be shown; no timeout
 * (spec §7). Same headers and session rules as the HTTP client: Accept-Language, bearer token,
 * renewed token kept, 401 ends the session. Answers the parsed JSON body.
 */
export function uploadWithProgress<T>({
  url,
  files,
  onProgress,
  signal,
}: UploadOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
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
      if (xhr.status === 401) notifyUnauthorized();
      const renewed = xhr
        .getResponseHeader('Authorization')
        ?.replace(/^Bearer\s+/i, '')
        .trim();
      if (renewed && xhr.status !== 401) setToken(renewed);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new ApiError('INTERNAL_SERVER_ERROR', [], xhr.status));
        }
      } else reject(failureOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(WEB_ERROR_CODES.network));
    xhr.onabort = () => reject(new ApiError(WEB_ERROR_CODES.cancelled));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    for (const { field, file } of files) body.append(field, file, file.name);
    xhr.send(body);
  });
}
