import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_ENDPOINTS as E,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { notificationKeys } from './query-keys.ts';

/** GET v1/notifications/preferences: the channels of each kind, and the e-mail address used. */
export function getPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return call(E.getNotificationPreferences, {}, { signal, quiet: true });
}

/** PUT v1/notifications/preferences: answers the preferences as saved. */
export function savePreferences(body: NotificationPreferencesUpdate) {
  return call(E.setNotificationPreferences, { body });
}

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getPreferences(signal),
  });
}

/** Saves the switches; the answer replaces the cached preferences. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
