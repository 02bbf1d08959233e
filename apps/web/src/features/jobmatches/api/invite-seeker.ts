import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_JOBMATCH_ENDPOINTS as E, type InviteSeeker } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { consoleKeys } from '@/shared/console/console-keys.ts';

/** POST console/jobmatches/invite: invites a seeker whose resume is published. */
export function inviteSeeker(body: InviteSeeker): Promise<{ jobMatchUid: string }> {
  return call(E.consoleMatchInvite, { body });
}

export function useInviteSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteSeeker,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.matches() }),
  });
}
