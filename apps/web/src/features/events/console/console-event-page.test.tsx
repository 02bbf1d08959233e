import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_JOBOFFER_PATHS } from '@vaga/contract';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import {
  EVENT_ID,
  eventApi,
  eventDetail,
  renderEventPages,
  sessionApi,
} from '@/test/console/event-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const registrations = {
  content: [
    {
      registerId: 1,
      seekerName: 'Chan Tai Man',
      ticketNo: 'T-0001',
      sessionIds: [31],
      registeredAt: '2026-11-21T02:00:00.000Z',
      checkedInAt: '2026-12-05T01:10:00.000Z',
      place: 3,
    },
    {
      registerId: 2,
      seekerName: 'Vong San Loi',
      ticketNo: 'T-0002',
      sessionIds: [31],
      registeredAt: '2026-11-21T03:00:00.000Z',
      checkedInAt: null,
      place: null,
    },
  ],
  totalElements: 2,
  totalPages: 1,
  number: 0,
  size: 20,
};

/** The event's page against a server keeping the event `current` (changed by the handlers). */
function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  const state = { current: eventDetail() };
  const api = fakeApi({
    [`GET ${eventApi('consoleEvent')}`]: () => json(state.current),
    [`GET ${eventApi('consoleEventRegistrations')}`]: () => json(registrations),
    ...extra,
  });
  renderEventPages(`/staff/events/${EVENT_ID}`);
  return { api, state };
}

setUpConsoleTests();

describe('one event in the staff console', () => {
  it('shows its facts, sessions, vacancies, registrations with check-in state, and history', async () => {
    serve();
    expect(await screen.findByRole('heading', { name: 'Grand job fair' })).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in' })).toHaveAttribute(
      'href',
      `/staff/events/${EVENT_ID}/checkin`,
    );
    const sessions = screen.getByRole('list', { name: 'Sessions' });
    expect(within(sessions).getByText(/38 of 50 seats left · tickets 09:00–11:30/)).toBeVisible();
    const vacancies = screen.getByRole('list', { name: 'Vacancies at the event' });
    expect(within(vacancies).getByText(/#501 · Golden Lotus Hotel · 2 bookings/)).toBeVisible();
    const people = await screen.findByRole('list', { name: 'Registrations' });
    expect(
      within(people).getByText(
        /2026-12-05 10:00–12:00 · 2026\/11\/21 10:00 · checked in 2026\/12\/05 09:10, place 3/,
      ),
    ).toBeVisible();
    expect(within(people).getByText(/not checked in/)).toBeVisible();
    const history = screen.getByRole('list', { name: 'History' });
    expect(within(history).getByText('Event created')).toBeVisible();
    expect(within(history).getByText(/2026\/11\/19 10:00 · Lei Man Hou/)).toBeVisible();
  });

  it('closes registration, then opens it again', async () => {
    const { api, state } = serve({
      [`POST ${eventApi('consoleEventRegistration')}`]: (call) => {
        const { open } = call.body as { open: boolean };
        state.current = eventDetail({ registrationClosedByStaff: !open });
        return json({});
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close registration' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open registration' }));
    expect(await screen.findByRole('button', { name: 'Close registration' })).toBeVisible();
    expect(api.to('POST', eventApi('consoleEventRegistration')).map((c) => c.body)).toEqual([
      { open: false },
      { open: true },
    ]);
  });

  it('edits a session, showing the refusal of a quota below the seats taken', async () => {
    const { api } = serve({
      [`PUT ${sessionApi(31)}`]: (call) =>
        (call.body as { quota: number }).quota < 12
          ? apiError('BE_EVENT_QUOTA_BELOW_TAKEN', 409, [12])
          : json({}),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change the session of 2026-12-05 10:00' }),
    );
    const form = screen.getByRole('form', { name: 'Session of 2026-12-05 10:00' });
    expect(within(form).getByLabelText('Seats')).toHaveValue(50);
    fill(within(form).getByLabelText('Seats'), '');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the session' }));
    expect(within(form).getByLabelText('Seats')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PUT', sessionApi(31))).toHaveLength(0);

    fill(within(form).getByLabelText('Seats'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the session' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The quota cannot be less than the seats already taken (12)',
    );

    fill(within(form).getByLabelText('Seats'), '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the session' }));
    expect(await screen.findByRole('button', { name: /Change the session/ })).toBeVisible();
    expect(api.to('PUT', sessionApi(31)).at(-1)?.body).toEqual({
      date: '2026-12-05',
      startTime: '10:00',
      endTime: '12:00',
      quota: 60,
      ticketFrom: '09:00',
      ticketTo: '11:30',
    });
  });

  it('adds a session', async () => {
    let refuse = false;
    const { api } = serve({
      [`POST ${eventApi('consoleEventSessions')}`]: () =>
        refuse
          ? apiError('VALIDATION_FAIL', 400, ['body.date', 'validation.invalid'])
          : json(eventDetail()),
    });
    const form = await screen.findByRole('form', { name: 'Add a session' });
    const field = (label: string) => within(form).getByLabelText(label);
    fill(field('Day'), '2026-12-06');
    fill(field('Starts at'), '14:00');
    fill(field('Ends at'), '25:00');
    fill(field('Seats'), '40');
    fill(field('Tickets collected from'), '13:00');
    fill(field('Tickets collected until'), '15:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the session' }));
    expect(field('Ends at')).toHaveAttribute('aria-invalid', 'true');
    // A day outside the event, an end before the start, tickets until before from: refused.
    fill(field('Day'), '2026-12-07');
    fill(field('Ends at'), '13:00');
    fill(field('Tickets collected until'), '12:30');
    expect(field('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Ends at')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Tickets collected until')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', eventApi('consoleEventSessions'))).toHaveLength(0);
    fill(field('Day'), '2026-12-06');
    fill(field('Ends at'), '17:00');
    fill(field('Tickets collected until'), '15:30');
    // The server's refusal of one field shows on that field.
    refuse = true;
    await userEvent.click(within(form).getByRole('button', { name: 'Add the session' }));
    await vi.waitFor(() => expect(field('Day')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('This value is not valid')).toBeVisible();
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Add the session' }));
    await vi.waitFor(() => expect(field('Day')).toHaveValue(''));
    expect(field('Day')).not.toHaveAttribute('aria-invalid');
    expect(api.to('POST', eventApi('consoleEventSessions')).at(-1)?.body).toEqual({
      date: '2026-12-06',
      startTime: '14:00',
      endTime: '17:00',
      quota: 40,
      ticketFrom: '13:00',
      ticketTo: '15:30',
    });
  });

  it('attaches vacancies by number and by a search of valid ones, and removes one', async () => {
    const { api } = serve({
      [`POST ${eventApi('consoleEventVacancies')}`]: () => json({}),
      [`GET ${CONSOLE_JOBOFFER_PATHS.consoleJobOffers}`]: () =>
        json([
          { id: 501, title: 'Croupier', employerId: 3, valid: true },
          { id: 502, title: 'Croupier trainee', employerId: 3, valid: true },
          { id: 503, title: 'Croupier, closed', employerId: 4, valid: false },
        ]),
    });
    const form = await screen.findByRole('form', { name: 'Attach vacancies' });
    // An expired vacancy stays listed to staff, marked.
    const attached = screen.getByRole('list', { name: 'Vacancies at the event' });
    expect(within(attached).getByText(/Cage cashier/).parentElement).toHaveTextContent(
      'Expired: not shown to residents',
    );
    expect(within(attached).getByText(/Croupier/).parentElement).not.toHaveTextContent('Expired');
    const ids = within(form).getByLabelText('Vacancy numbers, separated by commas');
    await userEvent.click(within(form).getByRole('button', { name: 'Attach' }));
    expect(ids).toHaveAttribute('aria-invalid', 'true');
    fill(ids, '12, abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Attach' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('This value is not valid');
    fill(ids, '12, 12');
    await userEvent.click(within(form).getByRole('button', { name: 'Attach' }));
    expect(ids).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', eventApi('consoleEventVacancies'))).toHaveLength(0);
    fill(ids, '12, 13');
    await userEvent.click(within(form).getByRole('button', { name: 'Attach' }));
    await vi.waitFor(() => expect(ids).toHaveValue(''));

    await userEvent.type(
      screen.getByLabelText('Search valid vacancies by title'),
      'croupier{Enter}',
    );
    const found = await screen.findByRole('list', { name: 'Valid vacancies found' });
    expect(within(found).queryByText(/Croupier, closed/)).toBeNull();
    expect(within(found).getByText('Attached')).toBeVisible();
    await userEvent.click(within(found).getByRole('button', { name: 'Attach Croupier trainee' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Croupier' }));
    await vi.waitFor(() =>
      expect(api.to('POST', eventApi('consoleEventVacancies')).map((call) => call.body)).toEqual([
        { jobOfferIds: [12, 13], detach: false },
        { jobOfferIds: [502], detach: false },
        { jobOfferIds: [501], detach: true },
      ]),
    );
  });

  it('edits the event in place', async () => {
    const { api } = serve({ [`PUT ${eventApi('consoleEvent')}`]: () => json({}) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the event' }));
    const form = screen.getByRole('form', { name: 'Edit the event' });
    expect(within(form).getByLabelText('Registration from (Macao time)')).toHaveValue('2026-11-20');
    expect(within(form).getByLabelText('Registration until (Macao time)')).toHaveValue(
      '2026-12-04',
    );
    fill(within(form).getByLabelText('Name (English)'), 'Grand job fair 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the event' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit the event' })).toBeNull(),
    );
    expect(api.to('PUT', eventApi('consoleEvent'))[0]?.body).toEqual({
      ...eventDetail().input,
      registerFrom: '2026-11-20',
      registerTo: '2026-12-04',
      name: { ...eventDetail().input.name, en: 'Grand job fair 2026' },
    });
  });
});
