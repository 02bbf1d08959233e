import { UNEMPLOYMENT_ENDPOINTS as E } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/** GET v1/jobseeks/sd/attachments/{id}: the file's bytes (the owner's only). No timeout. */
export function getAttachmentBytes(id: string, signal?: AbortSignal): Promise<Blob> {
  return call(
    E.downloadUnemploymentAttachment,
    { params: { id } },
    { signal, responseType: 'blob', timeoutMs: null },
  );
}

/** DELETE v1/jobseeks/sd/attachments/{id}: removes a file of the draft, or an unsent supplement. */
export async function removeAttachment(id: string): Promise<void> {
  await call(E.deleteUnemploymentAttachment, { params: { id } });
}
