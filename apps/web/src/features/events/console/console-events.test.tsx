import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_EVENT_PATHS, type EventCard } from '@vaga/contract';
import { fakeApi, json } from '@/test/fake-api.ts';
import {
  EVENT_ID,
  eventApi,
  eventDetail,
  renderEventPages,
} from '@/test/console/event-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

const detail = eventDetail();
const card = (overrides: Partial<EventCard>): EventCard => {
  const { eventId, eventName, eventCatalogType, typeEventId, typeEventStatus, statusDesc } = detail;
  return {
    ...{ eventId, eventName, eventCatalogType, typeEventId, typeEventStatus, statusDesc },
    ...{ venue: detail.venue, startDate: detail.startDate, endDate: detail.endDate },
    ...{ startTime: detail.startTime, endTime: detail.endTime },
    ...{ registerFrom: detail.registerFrom, registerTo: detail.registerTo },
    ...{ registrationOpen: detail.registrationOpen, remainingQuota: 38, vacancyCount: 1 },
    ...overrides,
  };
};
/** Types a whole value at once (the inputs are controlled: one change event). */
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

const page = (content: EventCard[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

setUpConsoleTests();

describe('the staff events list', () => {
  it('shows the enrolling events first, then the finished ones on their tab', async () => {
    const api = fakeApi({
      [`GET ${CONSOLE_EVENT_PATHS.consoleEvents}`]: (call) =>
        json(
          call.query.get('typeEventStatus') === '2'
            ? page([
                card({
                  eventId: 2,
                  eventName: 'Spring fair',
                  typeEventStatus: 2,
                  statusDesc: 'Finished',
                  registrationOpen: 0,
                }),
              ])
            : page([card({})]),
        ),
    });
    renderEventPages('/staff/events');
    const list = await screen.findByRole('list', { name: 'Events' });
    const link = within(list).getByRole('link', { name: 'Grand job fair' });
    expect(link).toHaveAttribute('href', `/staff/events/${EVENT_ID}`);
    expect(within(list).getByText('Registration open')).toBeInTheDocument();
    expect(
      within(list).getByText(
        /Large job fairs · 2026\/12\/05–2026\/12\/06 · Macao Forum · 38 seats left/,
      ),
    ).toBeInTheDocument();
    expect(api.calls[0]?.query.get('typeEventStatus')).toBe('1');

    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByRole('link', { name: 'Spring fair' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Finished', { selector: '.vaga-status-tag' })).toBeInTheDocument();
  });

  it('says so when there are no events, and when they could not be loaded', async () => {
    fakeApi({ [`GET ${CONSOLE_EVENT_PATHS.consoleEvents}`]: () => json(page([])) });
    renderEventPages('/staff/events');
    expect(await screen.findByText('No events here.')).toBeInTheDocument();
    vi.unstubAllGlobals();
    fakeApi({});
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The events could not be loaded.');
  });
});

describe('creating an event', () => {
  it('refuses an empty or inconsistent form without sending it', async () => {
    const api = fakeApi({});
    renderEventPages('/staff/events/new');
    const form = screen.getByRole('form', { name: 'The new event' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create the event' }));
    expect(within(form).getByLabelText('Kind of event')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name (Portuguese)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(form).getByLabelText('Venue (English)')).toHaveAttribute('aria-invalid', 'true');
    // The descriptions are optional.
    expect(within(form).getByLabelText('Description (Chinese, optional)')).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(within(form).getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');

    fill(within(form).getByLabelText('First day'), '2026-12-06');
    fill(within(form).getByLabelText('Bookings per job seeker (1–20)'), '21');
    expect(within(form).getByLabelText('First day')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Bookings per job seeker (1–20)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('sends the three languages, the days and the window as Macao time, then opens the event', async () => {
    const api = fakeApi({
      [`POST ${CONSOLE_EVENT_PATHS.consoleEvents}`]: () => json(eventDetail()),
      [`GET ${eventApi('consoleEvent')}`]: () => json(eventDetail()),
      [`GET ${eventApi('consoleEventRegistrations')}`]: () => json(page([])),
    });
    renderEventPages('/staff/events/new');
    const form = screen.getByRole('form', { name: 'The new event' });
    const field = (label: string) => within(form).getByLabelText(label);
    await userEvent.selectOptions(field('Kind of event'), 'Large job fairs');
    await userEvent.selectOptions(field('Catalogue type'), 'Type 2: vacancies by job class');
    for (const [language, name, venue] of [
      ['Chinese', '大型招聘會', '綜藝館'],
      ['Portuguese', 'Grande feira de emprego', 'Fórum de Macau'],
      ['English', 'Grand job fair', 'Macao Forum'],
    ] as const) {
      fill(field(`Name (${language})`), name);
      fill(field(`Venue (${language})`), ` ${venue} `);
    }
    fill(field('Description (English, optional)'), 'Hundreds of vacancies');
    fill(field('First day'), '2026-12-05');
    fill(field('Last day'), '2026-12-04');
    fill(field('Opens at'), '10:00');
    fill(field('Closes at'), '18:00');
    fill(field('Registration from (Macao time)'), '2026-11-20');
    fill(field('Registration until (Macao time)'), '2026-12-04');
    const create = within(form).getByRole('button', { name: 'Create the event' });
    // The last day before the first is refused before anything is sent.
    await userEvent.click(create);
    expect(field('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form).getByText('The end date cannot be before the start date'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    fill(field('Last day'), '2026-12-06');
    expect(field('Last day')).not.toHaveAttribute('aria-invalid');
    await userEvent.click(create);

    expect(
      await screen.findByRole('heading', { name: 'Grand job fair', level: 2 }),
    ).toBeInTheDocument();
    // The window is sent as Macao days: the server stores 00:00 of the first, 23:59:59 of the last.
    expect(api.to('POST', CONSOLE_EVENT_PATHS.consoleEvents)[0]?.body).toEqual({
      ...eventDetail().input,
      registerFrom: '2026-11-20',
      registerTo: '2026-12-04',
    });
  });
});
