import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the notifications feature (the inbox, preferences, job alerts, push, mailbox). */
export const notificationKeys = sessionKeys(['notifications', 'savedsearches'], {
  all: ['notifications'] as const,
  /** The inbox's pages. */
  list: () => [...notificationKeys.all, 'list'] as const,
  /** The unread count the bell shows. */
  unread: () => [...notificationKeys.all, 'unread'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  mailbox: () => [...notificationKeys.all, 'mailbox'] as const,
  savedSearches: () => ['savedsearches'] as const,
});
