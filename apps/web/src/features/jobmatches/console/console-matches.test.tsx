import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { buildPath, PATHS, type ConsoleMatchDetail } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { desktopWidth } from '@/test/desktop-width.ts';
import { fakeApi, json } from '@/test/fake-api.ts';
import { matchStep, requested } from '@/test/jobmatch-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ConsoleMatchPage } from './console-match-page.tsx';
import { ConsoleMatchesPage } from './console-matches-page.tsx';
import { checkArrangement, checkDecline } from '@/shared/lib/console-form-checks.ts';

const ID = '0b6f3c3e-1c1a-4e61-9a55-0d4f6b0c2a11';
const detailPath = buildPath(PATHS.consoleMatch, { id: ID });

/** The status fields of a match: its group, its status and the status's words. */
const status = (group: number, id: number, desc: string) => ({
  typeJobMatchStatusGroupId: group,
  typeJobMatchStatusId: id,
  typeJobMatchStatusDesc: desc,
});

/** The match read as `before`, and an action posted to `path` that answers it as `after`. */
const serveAction = (path: string, before: ConsoleMatchDetail, after: ConsoleMatchDetail) =>
  fakeApi({ [`GET ${detailPath}`]: () => json(before), [`POST ${path}`]: () => json(after) });

function detail(overrides: Partial<ConsoleMatchDetail> = {}): ConsoleMatchDetail {
  return {
    jobMatchUid: ID,
    interviewNo: 'IV-000001',
    jobOfferId: 7,
    jobOfferTitle: 'Cook',
    employerId: 1,
    employerName: 'Health Bureau',
    seekerName: 'Chan Tai Man',
    typeJobMatchStatusGroupId: 1,
    typeJobMatchStatusId: 1,
    typeJobMatchStatusDesc: 'Waiting for the employer',
    createDate: '2026-11-20T02:00:00.000Z',
    lastReplyDate: null,
    interviewDate: null,
    canRecordResult: false,
    origin: 'seeker',
    expectedInterviewDateFrom: '2026-12-01',
    expectedInterviewDateTo: '2026-12-05',
    expectedInterviewTimePeriod: 1,
    content: 'I can start at once.',
    location: '',
    contactPhone: '',
    remark: '',
    employerResult: null,
    seekerResult: null,
    rejectReason: '',
    declineReason: '',
    history: [requested('2026-11-20T02:00:00.000Z')],
    resume: null,
    cv: { cvName: 'My CV', uploadFileName: 'my-cv.pdf' },
    ...overrides,
  };
}

function renderMatch() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/employer/interviews/:id"
        element={<ConsoleMatchPage type="employer" renderResume={() => <p>Published resume</p>} />}
      />
    </Routes>,
    { route: `/employer/interviews/${ID}` },
  );
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('the console form checks', () => {
  it('asks for the date and time, the place and an 8-digit phone', () => {
    expect(
      checkArrangement({ interviewAt: '', location: ' ', contactPhone: '', remark: '' }),
    ).toEqual({
      interviewAt: 'validation.required',
      location: 'validation.required',
      contactPhone: 'validation.required',
    });
    expect(
      checkArrangement({
        interviewAt: '2026-12-01T10:00',
        location: 'Room 1',
        contactPhone: '2833',
        remark: '',
      }),
    ).toEqual({ contactPhone: 'validation.fixedLine' });
    // Eight digits outside Macao's numbering plan, as on the vacancy form.
    expect(
      checkArrangement({
        interviewAt: '2026-12-01T10:00',
        location: 'Room 1',
        contactPhone: '12345678',
        remark: '',
      }),
    ).toEqual({ contactPhone: 'validation.fixedLine' });
    expect(checkDecline({ reason: '' })).toEqual({ reason: 'validation.required' });
  });
});

describe('a request in the console', () => {
  it('shows the request, the CV, the history, and that the seeker hides the resume', async () => {
    fakeApi({ [`GET ${detailPath}`]: () => json(detail()) });
    renderMatch();
    expect(await screen.findByText('I can start at once.')).toBeInTheDocument();
    expect(screen.getByText('2026/12/01 – 2026/12/05')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the CV' })).toBeInTheDocument();
    expect(screen.getByText('The seeker hides the resume.')).toBeInTheDocument();
    const history = screen.getByRole('heading', { name: 'History' }).parentElement!;
    expect(within(history).getByText(/job seeker/)).toBeInTheDocument();
  });

  it('shows a published resume with the resume display', async () => {
    fakeApi({
      [`GET ${detailPath}`]: () => json(detail({ resume: {} as ConsoleMatchDetail['resume'] })),
    });
    renderMatch();
    expect(await screen.findByText('Published resume')).toBeInTheDocument();
  });

  it('refuses an incomplete arrangement, then arranges with every field', async () => {
    const api = serveAction(
      buildPath(PATHS.consoleMatchArrange, { id: ID }),
      detail(),
      detail({
        ...status(3, 3, 'Interview arranged'),
        interviewDate: '2026-12-02T02:30:00.000Z',
        location: 'Room 1',
        contactPhone: '28331234',
      }),
    );
    renderMatch();
    const form = await screen.findByRole('form', { name: 'Arrange the interview' });
    await userEvent.click(within(form).getByRole('button', { name: 'Arrange' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(3);
    expect(api.to('POST', buildPath(PATHS.consoleMatchArrange, { id: ID }))).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Date and time (Macao)'), '2026-12-02T10:30');
    await userEvent.type(within(form).getByLabelText('Place'), 'Room 1');
    await userEvent.type(within(form).getByLabelText('Contact phone'), '2833');
    await userEvent.click(within(form).getByRole('button', { name: 'Arrange' }));
    expect(within(form).getByText(/8-digit|8 digit/i)).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Contact phone'), '1234');
    await userEvent.click(within(form).getByRole('button', { name: 'Arrange' }));
    expect(await screen.findByText('Interview arranged')).toBeInTheDocument();
    expect(api.to('POST', buildPath(PATHS.consoleMatchArrange, { id: ID }))[0]?.body).toEqual({
      interviewAt: '2026-12-02T10:30',
      location: 'Room 1',
      contactPhone: '28331234',
      remark: '',
    });
    // Arranged for later: the result waits for the interview; the request can no longer be declined.
    expect(
      screen.getByText(
        'The result can be recorded from the time of the interview (2026/12/02 10:30).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record the result' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Decline the request' })).toBeNull();
  });

  it('declines only with a reason', async () => {
    const declinePath = buildPath(PATHS.consoleMatchDecline, { id: ID });
    const api = serveAction(
      declinePath,
      detail(),
      detail({ ...status(4, 4, 'Declined by the employer'), declineReason: 'Position filled' }),
    );
    renderMatch();
    const form = await screen.findByRole('form', { name: 'Decline the request' });
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.to('POST', declinePath)).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Position filled');
    await userEvent.click(within(form).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Position filled')).toBeInTheDocument();
    expect(api.to('POST', declinePath)[0]?.body).toEqual({ reason: 'Position filled' });
    expect(screen.queryByRole('form', { name: 'Arrange the interview' })).toBeNull();
  });
});

describe('an arranged interview in the console', () => {
  const arranged = (overrides: Partial<ConsoleMatchDetail> = {}) =>
    detail({
      ...status(3, 3, 'Interview arranged'),
      interviewDate: '2026-11-21T02:30:00.000Z',
      location: 'Room 1',
      contactPhone: '28331234',
      remark: 'Bring your ID',
      history: [
        requested('2026-11-18T02:00:00.000Z'),
        matchStep(3, 'Interview arranged', '2026-11-19T02:00:00.000Z', 'employer', 'Bring your ID'),
      ],
      ...overrides,
    });

  it('offers "Record the result" only when the server says it can be recorded', async () => {
    const resultPath = buildPath(PATHS.consoleMatchResult, { id: ID });
    const api = serveAction(
      resultPath,
      arranged({ canRecordResult: true }),
      arranged({ ...status(4, 8, 'Not hired'), employerResult: 'notHired' }),
    );
    renderMatch();
    const form = await screen.findByRole('form', { name: 'Record the result' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Not hired' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await screen.findAllByText('Not hired')).not.toHaveLength(0);
    expect(api.to('POST', resultPath)[0]?.body).toEqual({ result: 'notHired', remark: '' });
    expect(screen.queryByRole('form', { name: 'Record the result' })).toBeNull();
  });

  it('does not offer it while the server would refuse it, and says from when', async () => {
    fakeApi({ [`GET ${detailPath}`]: () => json(arranged({ canRecordResult: false })) });
    renderMatch();
    expect(
      await screen.findByText(
        'The result can be recorded from the time of the interview (2026/11/21 10:30).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record the result' })).toBeNull();
  });

  it('offers it by itself once the interview time comes', async () => {
    const soon = new Date(Date.now() + 300).toISOString();
    let loads = 0;
    fakeApi({
      [`GET ${detailPath}`]: () => {
        loads += 1;
        return json(
          arranged({ interviewDate: soon, canRecordResult: Date.now() >= Date.parse(soon) }),
        );
      },
    });
    renderMatch();
    expect(await screen.findByText(/The result can be recorded from the time/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Record the result' })).toBeNull();
    expect(
      await screen.findByRole('form', { name: 'Record the result' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(loads).toBe(2);
  });

  it('labels the arrangement remark as a remark and a decline as a reason', async () => {
    fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          arranged({
            history: [
              ...arranged().history,
              matchStep(
                4,
                'Declined by the employer',
                '2026-11-20T02:00:00.000Z',
                'staff',
                'Position filled',
              ),
            ],
          }),
        ),
    });
    renderMatch();
    const history = within(
      (await screen.findByRole('heading', { name: 'History' })).parentElement!,
    ).getAllByRole('listitem');
    expect(history[1]).toHaveTextContent('Remark: Bring your ID');
    expect(history[1]).not.toHaveTextContent('Reason');
    expect(history[2]).toHaveTextContent('Reason: Position filled');
  });
});

describe('the console list', () => {
  it('filters by status group and, for staff, by employer', async () => {
    const api = fakeApi({
      [`GET ${PATHS.consoleMatches}`]: () =>
        json({
          content: [
            {
              ...detail(),
              employerId: 4,
              employerName: 'Golden Lotus Hotel',
            },
          ],
          totalElements: 1,
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/staff/matches" element={<ConsoleMatchesPage type="staff" />} />
      </Routes>,
      { route: '/staff/matches' },
    );
    expect(await screen.findByRole('link', { name: 'Chan Tai Man · Cook' })).toHaveAttribute(
      'href',
      `/staff/matches/${ID}`,
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Interview arranged');
    // The employer's cell reads as the employer's name; the button says what it does to the list.
    const employer = screen.getByRole('button', { name: 'Only the matches of Golden Lotus Hotel' });
    expect(employer).toHaveTextContent(/^Golden Lotus Hotel$/);
    await userEvent.click(employer);
    const last = api.to('GET', PATHS.consoleMatches).at(-1);
    expect(last?.query.get('group')).toBe('3');
    expect(last?.query.get('employerId')).toBe('4');
    expect(screen.getByRole('button', { name: 'Show every employer' })).toBeInTheDocument();
  });
});

describe("one vacancy's interview requests", () => {
  it('lists only the vacancy of the address, until the employer shows every vacancy', async () => {
    const api = fakeApi({
      [`GET ${PATHS.consoleMatches}`]: () => json({ content: [detail()], totalElements: 1 }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/employer/interviews" element={<ConsoleMatchesPage type="employer" />} />
      </Routes>,
      { route: '/employer/interviews?jobOfferId=7' },
    );
    expect(await screen.findByRole('link', { name: 'Chan Tai Man · Cook' })).toBeInTheDocument();
    expect(api.to('GET', PATHS.consoleMatches)[0]?.query.get('jobOfferId')).toBe('7');
    await userEvent.click(screen.getByRole('button', { name: 'Show every vacancy' }));
    expect(api.to('GET', PATHS.consoleMatches).at(-1)?.query.get('jobOfferId')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show every vacancy' })).toBeNull();
  });
});

describe('the staff matches at desktop width', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are a table whose status column filters by group and employer cell by employer', async () => {
    desktopWidth();
    const api = fakeApi({
      [`GET ${PATHS.consoleMatches}`]: () =>
        json({
          content: [
            detail(),
            {
              ...detail(),
              jobMatchUid: 'second',
              seekerName: 'Vong San Loi',
              createDate: '2026-11-18T02:00:00.000Z',
            },
          ],
          totalElements: 2,
        }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/staff/matches" element={<ConsoleMatchesPage type="staff" />} />
      </Routes>,
      { route: '/staff/matches' },
    );
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(within(rows()[0]).getAllByRole('cell')[0]).toHaveTextContent('Chan Tai Man · Cook');
    await userEvent.click(within(table).getByText('Made'));
    expect(within(rows()[0]).getAllByRole('cell')[0]).toHaveTextContent('Vong San Loi · Cook');

    const statusHeader = within(table).getAllByRole('columnheader')[1];
    await userEvent.click(within(statusHeader).getByRole('button'));
    await userEvent.click(
      await screen.findByText('Interview arranged', { selector: '.ant-dropdown-menu *' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.to('GET', PATHS.consoleMatches).at(-1)?.query.get('group')).toBe('3'),
    );

    await userEvent.click(within(rows()[0]).getByRole('button', { name: /Health Bureau/ }));
    await waitFor(() =>
      expect(api.to('GET', PATHS.consoleMatches).at(-1)?.query.get('employerId')).toBe('1'),
    );
  });
});
