import { useQuery } from '@tanstack/react-query';
import { NOTIFICATION_ENDPOINTS as E, type DemoMailSchema, type Page } from '@vaga/contract';
import type { z } from 'zod';
import { call } from '@/shared/lib/http.ts';
import { notificationKeys } from './query-keys.ts';

export type DemoMail = z.infer<typeof DemoMailSchema>;

/** GET v1/notifications/mailbox: the e-mails the demo kept for the caller (no SMTP server). */
export function getMailbox(
  page: number,
  size: number,
  signal?: AbortSignal,
  quiet = false,
): Promise<Page<DemoMail>> {
  return call(E.notificationsMailbox, { query: { page, size } }, { signal, quiet });
}

/** How many e-mails the demo mailbox holds: the settings link to it only when there are some. */
export function useMailboxCount() {
  return useQuery({
    queryKey: [...notificationKeys.mailbox(), 'count'],
    queryFn: ({ signal }) => getMailbox(0, 1, signal, true),
    select: (page) => page.totalElements,
  });
}
