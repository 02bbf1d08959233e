import { buildPath, PATHS } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

const attachmentPath = (id: string) => buildPath(PATHS.unemploymentAttachment, { id });

/** GET v1/jobseeks/sd/attachments/{id}: the file's bytes (the owner's only). No timeout. */
export function getAttachmentBytes(id: string, signal?: AbortSignal): Promise<Blob> {
  return request<Blob>(attachmentPath(id), { signal, responseType: 'blob', timeoutMs: null });
}

/** DELETE v1/jobseeks/sd/attachments/{id}: removes a file of the draft, or an unsent supplement. */
export function removeAttachment(id: string): Promise<void> {
  return request<void>(attachmentPath(id), { method: 'DELETE' });
}
