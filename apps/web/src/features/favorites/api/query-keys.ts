import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the favorites feature. */
export const favoriteKeys = sessionKeys('favorites', {
  all: ['favorites'] as const,
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  details: () => [...favoriteKeys.all, 'details'] as const,
  /** A vacancy a visitor saved on this device, read from the vacancy detail. */
  visitorOffer: (id: number) => [...favoriteKeys.all, 'visitor', id] as const,
});
