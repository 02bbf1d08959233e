import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_EVENT_PATHS } from '@vaga/contract';
import { fakeApi, json } from '@/test/fake-api.ts';
import { renderEventPages } from '@/test/console/event-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

const PATH = CONSOLE_EVENT_PATHS.consoleEmployerEventBookings;
const booking = (bookingId: number, eventId: number, eventName: string, hasCv: boolean) => ({
  bookingId,
  eventId,
  eventName,
  jobOfferId: 501,
  jobOfferTitle: 'Croupier',
  seekerName: `Seeker ${bookingId}`,
  hasCv,
  bookedAt: '2026-11-22T02:30:00.000Z',
});

setUpConsoleTests();

describe("the employer's event bookings", () => {
  it('lists who booked, pages through them, and narrows them to one event and back', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: (call) => {
        const page = Number(call.query.get('page'));
        const content =
          call.query.get('eventId') === '8'
            ? [booking(3, 8, 'Leisure day', false)]
            : page === 0
              ? [booking(1, 7, 'Grand job fair', true), booking(3, 8, 'Leisure day', false)]
              : [booking(2, 7, 'Grand job fair', false)];
        const total = call.query.get('eventId') === '8' ? 1 : 21;
        return json({ content, totalElements: total, totalPages: 2, number: page, size: 20 });
      },
    });
    renderEventPages('/employer/event-bookings');
    const list = await screen.findByRole('list', { name: 'Event bookings' });
    expect(screen.getByText('21 bookings')).toBeVisible();
    expect(within(list).getByText('Seeker 1 · Croupier')).toBeVisible();
    expect(within(list).getByText('2026/11/22 10:30 · CV attached')).toBeVisible();
    expect(within(list).getByText('2026/11/22 10:30 · No CV')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(list).findByText('Seeker 2 · Croupier')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Only the bookings of Leisure day' }),
    );
    expect(await screen.findByText('Only Leisure day')).toBeVisible();
    expect(api.calls.at(-1)?.query.get('eventId')).toBe('8');
    expect(api.calls.at(-1)?.query.get('page')).toBe('0');
    expect(screen.getByText('1 booking')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Show every event' }));
    expect(await screen.findByText('21 bookings')).toBeVisible();
    expect(api.calls.at(-1)?.query.has('eventId')).toBe(false);
  });

  it('says so when no one booked', async () => {
    fakeApi({
      [`GET ${PATH}`]: () =>
        json({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 }),
    });
    renderEventPages('/employer/event-bookings');
    expect(
      await screen.findByText('No one has booked your vacancies at events yet.'),
    ).toBeVisible();
  });
});
