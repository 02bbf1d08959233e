import type { UnemploymentAttachment } from '@vaga/contract';

/** The short name of a file's type by its content: PDF, JPG, PNG (else the media type). */
export function fileTypeName(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType === 'image/jpeg') return 'JPG';
  if (contentType === 'image/png') return 'PNG';
  return contentType;
}

export interface UnemploymentFileGroups {
  separation: UnemploymentAttachment[];
  proof: UnemploymentAttachment[];
  /** The files that answered each supplement request, by the request's id. */
  bySupplement: Map<number, UnemploymentAttachment[]>;
}

/**
 * The registration's files by kind: the separation documents, the other proof, and the
 * supplement files by the request they answered. Supplement files the seeker has uploaded but
 * not sent yet are the seeker's work in progress and are left out.
 */
export function groupUnemploymentFiles(files: UnemploymentAttachment[]): UnemploymentFileGroups {
  const groups: UnemploymentFileGroups = { separation: [], proof: [], bySupplement: new Map() };
  for (const file of files) {
    if (file.kind === 'separation') groups.separation.push(file);
    else if (file.kind === 'proof') groups.proof.push(file);
    else if (file.supplementId !== null) {
      const list = groups.bySupplement.get(file.supplementId) ?? [];
      list.push(file);
      groups.bySupplement.set(file.supplementId, list);
    }
  }
  return groups;
}
