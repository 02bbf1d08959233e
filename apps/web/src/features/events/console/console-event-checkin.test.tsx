import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleEventCheckin } from '@vaga/contract';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import {
  EVENT_ID,
  eventApi,
  eventDetail,
  renderEventPages,
} from '@/test/console/event-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

/** The scanning library, replaced: whether a camera exists, how starting it ends, what it reads. */
const scanner = vi.hoisted(() => ({
  hasCamera: true,
  start: (): Promise<void> => Promise.resolve(),
  decode: null as ((result: { data: string }) => void) | null,
  destroyed: 0,
}));
vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = () => Promise.resolve(scanner.hasCamera);
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      scanner.decode = onDecode;
    }
    start = () => scanner.start();
    stop = () => undefined;
    destroy = () => {
      scanner.destroyed += 1;
    };
  },
}));

const VALID = 'vaga-ticket.valid';
const checkin = (waitingCount: number): ConsoleEventCheckin => ({
  registerId: 2,
  seekerName: 'Vong San Loi',
  docNumMasked: '****567(8)',
  place: waitingCount,
  checkedInAt: '2026-12-05T01:10:00.000Z',
  waitingCount,
});

/** A server that checks `VALID` in once; anything else is not a ticket of the event. */
function serve() {
  let checkedIn = 0;
  const api = fakeApi({
    [`GET ${eventApi('consoleEvent')}`]: () => json(eventDetail({ checkedInCount: 4 + checkedIn })),
    [`POST ${eventApi('consoleEventCheckins')}`]: (call) => {
      const { ticket } = call.body as { ticket: string };
      if (ticket !== VALID) return apiError('BE_EVENT_TICKET_INVALID', 400);
      if (checkedIn > 0) return apiError('BE_EVENT_ALREADY_CHECKED_IN', 409);
      checkedIn += 1;
      return json(checkin(5));
    },
  });
  renderEventPages(`/staff/events/${EVENT_ID}/checkin`);
  return api;
}

setUpConsoleTests(() => {
  Object.assign(scanner, { hasCamera: true, start: () => Promise.resolve(), decode: null });
});

describe('checking seekers in by a typed ticket', () => {
  it('checks a valid ticket in, refuses a forged one, and refuses the same ticket twice', async () => {
    const api = serve();
    expect(
      await screen.findByRole('heading', { name: 'Check-in: Grand job fair' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 job seekers checked in')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Type a ticket' });
    const ticket = within(form).getByLabelText('Ticket number or ticket');
    const submit = within(form).getByRole('button', { name: 'Check in' });

    await userEvent.click(submit);
    expect(ticket).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(ticket, ` ${VALID} `);
    await userEvent.click(submit);
    const result = await screen.findByRole('status');
    expect(within(result).getByText('Vong San Loi')).toBeVisible();
    expect(within(result).getByText('****567(8)')).toBeVisible();
    expect(within(result).getByText('Waiting at the venue').nextSibling?.textContent).toBe('5');
    expect(ticket).toHaveValue('');
    expect(api.to('POST', eventApi('consoleEventCheckins'))[0]?.body).toEqual({ ticket: VALID });
    expect(await screen.findByText('5 job seekers checked in')).toBeVisible();

    await userEvent.type(ticket, 'vaga-ticket.forged');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket is not valid');
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.clear(ticket);
    await userEvent.type(ticket, VALID);
    await userEvent.click(submit);
    expect(await screen.findByText('This job seeker has already checked in')).toBeVisible();
  });
});

describe('checking seekers in with the camera', () => {
  it('sends the ticket the camera reads', async () => {
    const api = serve();
    await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByRole('button', { name: 'Stop scanning' })).toBeVisible();
    scanner.decode?.({ data: VALID });
    expect(await screen.findByRole('status')).toHaveTextContent('Vong San Loi');
    expect(api.to('POST', eventApi('consoleEventCheckins'))[0]?.body).toEqual({ ticket: VALID });
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
  });

  it('says so when the device has no camera, and the ticket can still be typed', async () => {
    serve();
    scanner.hasCamera = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No camera can be used on this device. Type the ticket number instead.',
    );
    expect(screen.getByLabelText('Ticket number or ticket')).toBeEnabled();
  });

  it('says so when the camera permission is refused', async () => {
    serve();
    scanner.start = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    await userEvent.click(await screen.findByRole('button', { name: 'Scan with the camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Permission to use the camera was refused.',
    );
    expect(scanner.destroyed).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Scan with the camera' })).toBeEnabled();
  });
});
