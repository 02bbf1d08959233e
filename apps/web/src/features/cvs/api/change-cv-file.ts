import { useMutation, useQueryClient } from '@tanstack/react-query';
import { buildPath, PATHS, type CvFile } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { cvKeys } from './query-keys.ts';

/** PUT v1/profile/cvs/{cvUid}: rename (the name must not be blank). */
export function renameCvFile(cvUid: string, cvName: string): Promise<CvFile> {
  return request<CvFile>(buildPath(PATHS.cv, { cvUid }), { method: 'PUT', body: { cvName } });
}

/** DELETE v1/profile/cvs/{cvUid}. */
export function deleteCvFile(cvUid: string): Promise<void> {
  return request<void>(buildPath(PATHS.cv, { cvUid }), { method: 'DELETE' });
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
