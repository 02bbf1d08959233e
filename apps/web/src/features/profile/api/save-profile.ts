import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_ENDPOINTS as E,
  type Profile,
  type ProfileInput,
  type ProfileSimpleUpdate,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { profileKeys } from './query-keys.ts';

/** POST v1/profile (create) or PUT v1/profile (replace): the whole resume. */
export function saveProfile(input: ProfileInput, mode: 'create' | 'update'): Promise<Profile> {
  return call(
    mode === 'create' ? E.createProfile : E.updateProfile,
    { body: input },
    { quiet: true },
  );
}

/** PUT v2/profile/simple: only the sections sent change (`/cv-form/update-alone/{section}`). */
export function updateProfileSections(body: ProfileSimpleUpdate): Promise<Profile> {
  return call(E.updateSimpleProfile, { body }, { quiet: true });
}

/** PUT v1/jobseeks/selfseeking: publish (1) or hide (0) the resume. */
export function setSelfSeeking(isPublic: 0 | 1): Promise<Profile> {
  return call(E.selfSeeking, { body: { isPublic } });
}

/** After a write the answer is the new resume: keep it, and let the status (badge) refresh. */
function useProfileWrite<T>(write: (input: T) => Promise<Profile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (profile) => {
      client.setQueryData(profileKeys.profile(), profile);
      void client.invalidateQueries({ queryKey: profileKeys.status() });
    },
  });
}

export function useSaveProfile(mode: 'create' | 'update') {
  return useProfileWrite((input: ProfileInput) => saveProfile(input, mode));
}

export function useUpdateProfileSections() {
  return useProfileWrite(updateProfileSections);
}

export function useSetSelfSeeking() {
  return useProfileWrite(setSelfSeeking);
}
