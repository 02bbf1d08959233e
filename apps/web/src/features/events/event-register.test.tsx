import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { buildPath, PATHS, type ReferenceOption } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { eventDetail, eventRegistration } from '@/test/event-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { paths, ROUTES } from '@/shared/paths.ts';
import { RegisterFormPage } from './pages/register-form-page.tsx';
import { RegisterReadyPage } from './pages/register-ready-page.tsx';
import { RegisterResultPage } from './pages/register-result-page.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function renderRegister(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.registerReady} element={<RegisterReadyPage />} />
      <Route path={ROUTES.registerForm} element={<RegisterFormPage />} />
      <Route path={ROUTES.registerResult} element={<RegisterResultPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

function option(id: number, name: string, isActive: 0 | 1 = 1): ReferenceOption {
  return { id, name, nameCn: name, namePt: name, nameEn: name, isActive, extraInfo: null };
}

const REFERENCES = {
  EDUCATION: [option(1, 'Primary'), option(2, 'Secondary'), option(3, 'Old diploma', 0)],
  EMPLOYMENT_STATUS: [option(1, 'Employed'), option(2, 'Unemployed')],
};
const eventPath = buildPath(PATHS.event, { id: 7 });
const stockPath = buildPath(PATHS.eventSessionStock, { id: 7 });
const registrationPath = buildPath(PATHS.eventRegisterByEvent, { eventId: 7 });
const validated = { eventId: 7, typeEducationId: 2, typeEmploymentStatusId: null };

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('/register-ready', () => {
  it('explains registering and continues to the form once the server agrees', async () => {
    const api = fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail()),
      [`POST ${PATHS.eventRegisterInitialValidate}`]: () => json(validated),
    });
    renderRegister(paths.registerReady(7));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      paths.registerForm(7),
    );
    expect(screen.getByText('Your Macao resident identity card')).toBeInTheDocument();
    expect(api.to('POST', PATHS.eventRegisterInitialValidate)[0].body).toEqual({ eventId: 7 });
  });

  it.each([
    ['BE_NOT_IN_EVENT_DATE_RANGE', 'Outside the event dates'],
    ['BE_SEEKER_AGE_MUST_GE_16', 'The job seeker must be at least 16 years old'],
  ])('shows the refusal %s with its catalogue message', async (code, message) => {
    fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail()),
      [`POST ${PATHS.eventRegisterInitialValidate}`]: () => apiError(code, 403),
    });
    renderRegister(paths.registerReady(7));
    expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('asks for the resume first when there is none', async () => {
    fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail()),
      [`POST ${PATHS.eventRegisterInitialValidate}`]: () => apiError('BE_PROFILE_NOT_FOUND', 404),
    });
    renderRegister(paths.registerReady(7));
    expect(
      await screen.findByText('Create your resume before registering for an event.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /resume/i })).toHaveAttribute('href', paths.cvForm);
  });

  it('leads to the ticket when already registered', async () => {
    fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail()),
      [`POST ${PATHS.eventRegisterInitialValidate}`]: () =>
        apiError('BE_ALREADY_REGISTER_EVENT', 409),
    });
    renderRegister(paths.registerReady(7));
    expect(await screen.findByRole('link', { name: 'My ticket' })).toHaveAttribute(
      'href',
      paths.registerResult(7),
    );
  });
});

describe('/register-form', () => {
  function formApi(onRegister: Parameters<typeof fakeApi>[0][string]) {
    let stock = 20;
    const api = fakeApi({
      [`GET ${eventPath}`]: () => json(eventDetail()),
      [`GET ${stockPath}`]: () =>
        json({ eventId: 7, sessions: [{ sessionId: 11, quota: 50, remaining: stock }] }),
      [`GET ${PATHS.references}`]: () => json(REFERENCES),
      [`POST ${PATHS.eventRegisterInitialValidate}`]: () => json(validated),
      [`GET ${registrationPath}`]: () => json(eventRegistration()),
      [`POST ${PATHS.eventRegisters}`]: (call) => {
        stock = 0;
        return onRegister(call);
      },
    });
    return api;
  }

  it('pre-fills, checks, then registers for the chosen sessions and shows the ticket', async () => {
    const api = formApi(() => json(eventRegistration(), 201));
    renderRegister(paths.registerForm(7));
    const education = await screen.findByRole('combobox', { name: 'Education' });
    await waitFor(() => expect(education).toHaveValue('2'));
    expect(within(education).getByRole('option', { name: 'Old diploma' })).toBeDisabled();
    await screen.findByRole('option', { name: 'Unemployed' });
    const full = screen.getAllByRole('checkbox')[1];
    expect(full).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(api.to('POST', PATHS.eventRegisters)).toHaveLength(0);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Employment status' }),
      'Unemployed',
    );
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getAllByRole('checkbox')[2]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Please check your registration' }));
    expect(screen.getByText('Unemployed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('K7Q2-9XPA')).toBeInTheDocument();
    expect(api.to('POST', PATHS.eventRegisters)[0].body).toEqual({
      eventId: 7,
      typeEducationId: 2,
      typeEmploymentStatusId: 2,
      eventRegisterSessionList: [{ sessionId: 11 }, { sessionId: 13 }],
    });
  });

  it('says which session filled up, reads the seats again and lets me choose another', async () => {
    const api = formApi(() => apiError('BE_SESSION_FULL_BOOKING', 409, [11]));
    renderRegister(paths.registerForm(7));
    await screen.findByRole('option', { name: 'Employed' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Employment status' }),
      'Employed',
    );
    await userEvent.click(screen.getAllByRole('checkbox')[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'This period is full: 2026/12/05 10:00–12:00. Please choose another session.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('checkbox')[0]).toBeDisabled());
    expect(screen.getAllByRole('checkbox')[0]).not.toBeChecked();
    expect(api.to('GET', stockPath).length).toBeGreaterThanOrEqual(2);
  });
});

describe('/register-result', () => {
  it('shows the QR ticket, its number, the sessions and the collection time', async () => {
    fakeApi({ [`GET ${registrationPath}`]: () => json(eventRegistration()) });
    renderRegister(paths.registerResult(7));
    const qr = await screen.findByRole('img', { name: 'QR ticket for the check-in' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(screen.getByText('K7Q2-9XPA')).toBeInTheDocument();
    expect(screen.getByText('Queue tickets collected 09:30–11:30')).toBeInTheDocument();
    expect(screen.getByText('Please arrive 15 minutes before your session.')).toBeInTheDocument();
    expect(screen.getByText(/Not checked in yet/)).toBeInTheDocument();
    expect(screen.getByText('Bookings left: 2 (booked: 0)')).toBeInTheDocument();
  });

  it('shows my place and the waiting count after check-in, read again on refresh', async () => {
    let waiting = 4;
    fakeApi({
      [`GET ${registrationPath}`]: () =>
        json(
          eventRegistration({
            checkedInAt: '2026-12-05T01:40:00.000Z',
            place: 12,
            waitingCount: waiting,
          }),
        ),
    });
    renderRegister(paths.registerResult(7));
    expect(await screen.findByText('Waiting before me')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
    waiting = 1;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('1')).toBeInTheDocument();
  });

  it('reads the queue again every 15 seconds while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let place: number | null = null;
    const api = fakeApi({
      [`GET ${registrationPath}`]: () =>
        json(
          eventRegistration(
            place === null
              ? {}
              : { checkedInAt: '2026-12-05T01:40:00.000Z', place, waitingCount: 2 },
          ),
        ),
    });
    renderRegister(paths.registerResult(7));
    expect(await screen.findByText(/Not checked in yet/)).toBeInTheDocument();
    place = 3;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByText('Waiting before me')).toBeInTheDocument();
    expect(api.to('GET', registrationPath)).toHaveLength(2);
  });

  it('says I am not registered when I have no registration', async () => {
    fakeApi({ [`GET ${registrationPath}`]: () => apiError('NOT_FOUND', 404) });
    renderRegister(paths.registerResult(7));
    expect(
      await screen.findByRole('heading', { name: 'You are not registered' }),
    ).toBeInTheDocument();
  });
});
