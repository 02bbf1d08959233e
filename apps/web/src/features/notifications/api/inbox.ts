import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS as E, type NotificationPage } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';
import { notificationKeys } from './query-keys.ts';

/** The bell asks again this often while the page is shown (and when the page comes back). */
export const UNREAD_POLL_MS = 60_000;

/** GET v1/notifications?page=&size=: one page of the inbox, newest first, and the unread count. */
export function getNotifications(
  page: number,
  size: number,
  signal?: AbortSignal,
  quiet = false,
): Promise<NotificationPage> {
  return call(E.notifications, { query: { page, size } }, { signal, quiet });
}

/**
 * The unread count of the logged-in account: one item's page (the count comes with it), asked
 * again every minute while the page is in front and when it comes back to the front. A failure
 * is not shown (the bell keeps its last count).
 */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getNotifications(0, 1, signal, true),
    select: (page) => page.unread,
    enabled,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** POST v1/notifications/{id}/read. */
export function markRead(id: number) {
  return call(E.notificationRead, { params: { id } });
}

/** POST v1/notifications/read-all. */
export function markAllRead() {
  return call(E.notificationsReadAll);
}

/** Marks one notification or all of them read; the inbox and the bell are asked again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => (id === 'all' ? markAllRead() : markRead(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
