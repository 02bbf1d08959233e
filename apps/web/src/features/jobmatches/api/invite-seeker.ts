import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PATHS, type InviteSeeker } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/api/console-keys.ts';

/** POST console/jobmatches/invite: invites a seeker whose resume is published. */
export function inviteSeeker(body: InviteSeeker): Promise<{ jobMatchUid: string }> {
  return request(PATHS.consoleMatchInvite, { method: 'POST', body });
}

export function useInviteSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteSeeker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.matches() }),
  });
}
