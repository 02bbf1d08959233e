import { buildPath, PATHS, type ApiLanguage } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/** GET v1/profile/cvs/{cvUid}/file: the file's bytes (no timeout, spec §7). */
export function getCvFileBytes(cvUid: string, signal?: AbortSignal): Promise<Blob> {
  return request<Blob>(buildPath(PATHS.cvFile, { cvUid }), {
    responseType: 'blob',
    timeoutMs: null,
    signal,
  });
}

/** POST api/v1/cvs?lang=: a CV generated from the resume, as a PDF, in one language. */
export function generateCv(lang: ApiLanguage): Promise<Blob> {
  return request<Blob>(PATHS.generateCv, {
    method: 'POST',
    query: { lang },
    responseType: 'blob',
    timeoutMs: null,
  });
}
