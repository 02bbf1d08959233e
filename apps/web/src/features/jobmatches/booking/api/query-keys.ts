import { sessionKeys } from '@/shared/api/key-scope.ts';

/** Query keys of the booking pages. */
export const bookingKeys = sessionKeys('booking', {
  all: ['booking'] as const,
  offer: (id: number) => [...bookingKeys.all, 'offer', id] as const,
  cvs: () => [...bookingKeys.all, 'cvs'] as const,
  profileStatus: () => [...bookingKeys.all, 'profileStatus'] as const,
  registration: () => [...bookingKeys.all, 'registration'] as const,
});
