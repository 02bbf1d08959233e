import { queryKeys } from '@/shared/api/key-scope.ts';

/**
 * Whom each kind of event data belongs to: the events, their stock and vacancy lists are public;
 * a person's registration, ticket, bookings, statistics and CVs, and a vacancy's "booked" flag,
 * are theirs.
 */
const EVENT_SCOPES = {
  events: {
    banners: 'public',
    list: 'public',
    detail: 'public',
    stock: 'public',
    statistics: 'session',
    registration: 'session',
    vacancies: 'public',
    vacancy: 'session',
    bookings: 'session',
    validation: 'session',
    cvs: 'session',
    qr: 'session',
  },
} as const;

/** Query keys of the events feature, one factory for all its queries. */
export const eventKeys = queryKeys(EVENT_SCOPES, {
  all: ['events'] as const,
  banners: () => [...eventKeys.all, 'banners'] as const,
  list: (typeEventId: number | undefined, status: number) =>
    [...eventKeys.all, 'list', typeEventId ?? 0, status] as const,
  detail: (eventId: number) => [...eventKeys.all, 'detail', eventId] as const,
  stock: (eventId: number) => [...eventKeys.all, 'stock', eventId] as const,
  statistics: (eventId: number) => [...eventKeys.all, 'statistics', eventId] as const,
  registration: (eventId: number) => [...eventKeys.all, 'registration', eventId] as const,
  vacancies: (eventId: number, keyword: string) =>
    [...eventKeys.all, 'vacancies', eventId, keyword] as const,
  vacancy: (eventId: number, jobOfferId: number) =>
    [...eventKeys.all, 'vacancy', eventId, jobOfferId] as const,
  bookings: (eventId: number) => [...eventKeys.all, 'bookings', eventId] as const,
  validation: (eventId: number) => [...eventKeys.all, 'validation', eventId] as const,
  cvs: () => [...eventKeys.all, 'cvs'] as const,
  /** A ticket's QR image. */
  qr: (ticket: string) => [...eventKeys.all, 'qr', ticket] as const,
});
