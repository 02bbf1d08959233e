import { CV_ENDPOINTS as E, type ApiLanguage } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** GET v1/profile/cvs/{cvUid}/file: the file's bytes (no timeout, spec §7). */
export function getCvFileBytes(cvUid: string, signal?: AbortSignal): Promise<Blob> {
  return call(E.cvFile, { params: { cvUid } }, { responseType: 'blob', timeoutMs: null, signal });
}

/** POST api/v1/cvs?lang=: a CV generated from the resume, as a PDF, in one language. */
export function generateCv(lang: ApiLanguage): Promise<Blob> {
  return call(E.generateCv, { query: { lang } }, { responseType: 'blob', timeoutMs: null });
}
