import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CV_ENDPOINTS as E, type CvFile } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { cvKeys } from './query-keys.ts';

/** PUT v1/profile/cvs/{cvUid}: rename (the name must not be blank). */
export function renameCvFile(cvUid: string, cvName: string): Promise<CvFile> {
  return call(E.renameCv, { params: { cvUid }, body: { cvName } });
}

/** DELETE v1/profile/cvs/{cvUid}. */
export async function deleteCvFile(cvUid: string): Promise<void> {
  await call(E.deleteCv, { params: { cvUid } });
}

export function useRenameCvFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cvUid, cvName }: { cvUid: string; cvName: string }) =>
      renameCvFile(cvUid, cvName),
    onSuccess: () => client.invalidateQueries({ queryKey: cvKeys.list() }),
  });
}

export function useDeleteCvFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCvFile,
    onSuccess: () => client.invalidateQueries({ queryKey: cvKeys.list() }),
  });
}
