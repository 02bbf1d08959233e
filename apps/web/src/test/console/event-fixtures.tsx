import { Route, Routes } from 'react-router';
import { buildPath, CONSOLE_EVENT_PATHS, type ConsoleEventDetail } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { ConsoleEventBookingsPage } from '@/features/events/console/console-event-bookings-page.tsx';
import { ConsoleEventCheckinPage } from '@/features/events/console/console-event-checkin-page.tsx';
import { ConsoleEventNewPage } from '@/features/events/console/console-event-new-page.tsx';
import { ConsoleEventPage } from '@/features/events/console/console-event-page.tsx';
import { ConsoleEventsPage } from '@/features/events/console/console-events-page.tsx';

export const EVENT_ID = 7;
export const eventApi = (
  key: Exclude<keyof typeof CONSOLE_EVENT_PATHS, 'consoleEventSession'>,
): string => buildPath(CONSOLE_EVENT_PATHS[key], { id: EVENT_ID });
export const sessionApi = (sessionId: number) =>
  buildPath(CONSOLE_EVENT_PATHS.consoleEventSession, { id: EVENT_ID, sessionId });

const input: ConsoleEventDetail['input'] = {
  typeEventId: 3,
  eventCatalogType: 2,
  name: { cn: '大型招聘會', pt: 'Grande feira de emprego', en: 'Grand job fair' },
  venue: { cn: '綜藝館', pt: 'Fórum de Macau', en: 'Macao Forum' },
  description: { cn: '', pt: '', en: 'Hundreds of vacancies' },
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  startTime: '10:00',
  endTime: '18:00',
  registerFrom: '2026-11-19T16:00:00.000Z',
  registerTo: '2026-12-04T15:59:59.999Z',
  maxApplyPerSeeker: 3,
};

/** An enrolling job fair with one session, one vacancy and its creation in the history. */
export function eventDetail(overrides: Partial<ConsoleEventDetail> = {}): ConsoleEventDetail {
  return {
    eventId: EVENT_ID,
    eventName: 'Grand job fair',
    eventCatalogType: 2,
    typeEventId: 3,
    typeEventStatus: 1,
    statusDesc: 'Enrolling',
    venue: 'Macao Forum',
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.startTime,
    endTime: input.endTime,
    registerFrom: input.registerFrom,
    registerTo: input.registerTo,
    registrationOpen: 1,
    remainingQuota: 38,
    vacancyCount: 1,
    description: 'Hundreds of vacancies',
    sessions: [
      {
        sessionId: 31,
        date: '2026-12-05',
        startTime: '10:00',
        endTime: '12:00',
        quota: 50,
        remaining: 38,
        ticketFrom: '09:00',
        ticketTo: '11:30',
      },
    ],
    arriveEarlyMinutes: 15,
    maxApplyPerSeeker: 3,
    input,
    registrationClosedByStaff: false,
    registeredCount: 12,
    checkedInCount: 4,
    vacancies: [
      {
        jobOfferId: 501,
        jobOfferTitle: 'Croupier',
        employerName: 'Golden Lotus Hotel',
        state: 'VALID',
        bookingCount: 2,
      },
      {
        jobOfferId: 504,
        jobOfferTitle: 'Cage cashier',
        employerName: 'Golden Lotus Hotel',
        state: 'EXPIRED',
        bookingCount: 0,
      },
    ],
    history: [
      {
        action: 'created',
        actionDesc: 'Event created',
        at: '2026-11-19T02:00:00.000Z',
        actorName: 'Lei Man Hou',
        detail: null,
      },
    ],
    ...overrides,
  };
}

/** The staff's and employer's event pages, mounted as the console mounts them. */
export function renderEventPages(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/events" element={<ConsoleEventsPage />} />
      <Route path="/staff/events/new" element={<ConsoleEventNewPage />} />
      <Route path="/staff/events/:id" element={<ConsoleEventPage />} />
      <Route path="/staff/events/:id/checkin" element={<ConsoleEventCheckinPage />} />
      <Route path="/employer/event-bookings" element={<ConsoleEventBookingsPage />} />
    </Routes>,
    { route },
  );
}
