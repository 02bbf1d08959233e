import type {
  EventBanner,
  EventCard,
  EventDetail,
  EventRegistration,
  EventSession,
  EventVacancyDetail,
} from '@vaga/contract';
import { jobOfferDetail } from './vacancy-factories.ts';

export function eventSession(overrides: Partial<EventSession> = {}): EventSession {
  return {
    sessionId: 11,
    date: '2026-12-05',
    startTime: '10:00',
    endTime: '12:00',
    quota: 50,
    remaining: 20,
    ticketFrom: '09:30',
    ticketTo: '11:30',
    ...overrides,
  };
}

export function eventCard(overrides: Partial<EventCard> = {}): EventCard {
  return {
    eventId: 7,
    eventName: 'Large job fair',
    eventCatalogType: 3,
    typeEventId: 3,
    typeEventStatus: 1,
    statusDesc: 'Enrolling',
    venue: 'Macao East Asian Games Dome',
    startDate: '2026-12-05',
    endDate: '2026-12-06',
    startTime: '10:00',
    endTime: '17:00',
    registerFrom: '2026-11-01T00:00:00.000Z',
    registerTo: '2026-12-04T15:59:59.000Z',
    registrationOpen: 1,
    remainingQuota: 35,
    vacancyCount: 12,
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    ...eventCard(overrides),
    description: 'Employers interview on the spot.',
    sessions: [
      eventSession(),
      eventSession({ sessionId: 12, startTime: '14:00', endTime: '16:00', remaining: 0 }),
      eventSession({ sessionId: 13, date: '2026-12-06', remaining: 15 }),
    ],
    arriveEarlyMinutes: 15,
    maxApplyPerSeeker: 2,
    ...overrides,
  };
}

export function eventRegistration(overrides: Partial<EventRegistration> = {}): EventRegistration {
  return {
    registerId: 3,
    eventId: 7,
    eventName: 'Large job fair',
    venue: 'Macao East Asian Games Dome',
    registeredAt: '2026-11-20T02:00:00.000Z',
    sessions: [eventSession()],
    ticket: 'signed.ticket.value',
    ticketNo: 'K7Q2-9XPA',
    arriveEarlyMinutes: 15,
    checkedInAt: null,
    place: null,
    waitingCount: 0,
    bookingCount: 0,
    maxApplyPerSeeker: 2,
    remainingBookings: 2,
    ...overrides,
  };
}

export function eventVacancy(overrides: Partial<EventVacancyDetail> = {}): EventVacancyDetail {
  return {
    ...jobOfferDetail({ id: 42, jobOfferTitle: 'Cook', companyName: 'Grand Hotel' }),
    eventId: 7,
    applied: 0,
    cvRequired: 0,
    ...overrides,
  };
}

export function eventBanner(overrides: Partial<EventBanner> = {}): EventBanner {
  return {
    eventId: 7,
    typeEventId: 3,
    eventCatalogType: 3,
    title: 'Grand fair banner',
    subtitle: 'Register now',
    imageUrl: null,
    ...overrides,
  };
}
