import { macaoToday } from '@vaga/contract';
import { useSession } from '@/shared/lib/session.ts';
import { useLoadedAccountProfile } from '@/shared/api/account-profile.ts';
import { useHasJobSeekingProfile } from '../api/get-job-seeking-profile.ts';
import { userKindOf, type UserKind } from '../lib/identity.ts';

/**
 * Which of the kinds of user of spec §6 is here: null while it is not known yet (the login flow
 * has not loaded the account, or the job-seeking profile is being asked for).
 */
export function useUserKind(): UserKind | null {
  const { isLoggedIn } = useSession();
  const account = useLoadedAccountProfile();
  const resident =
    isLoggedIn && account?.accountType === 'personal' && account.residency === 'resident';
  const profile = useHasJobSeekingProfile(resident);
  if (!isLoggedIn) return 'visitor';
  if (!account) return null;
  if (!resident) return userKindOf(account, macaoToday(), false);
  // Unknown after a failure: the page shows, and its own calls report what went wrong.
  if (profile.isError) return userKindOf(account, macaoToday(), true);
  if (profile.data === undefined) return null;
  return userKindOf(account, macaoToday(), profile.data);
}
