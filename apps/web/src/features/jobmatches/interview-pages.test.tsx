import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { buildPath, PATHS, STORAGE_KEYS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, fakeApi, json } from '@/test/fake-api.ts';
import { jobMatchDetail, matchStep, requested, survey } from '@/test/jobmatch-factories.ts';
import { jobSeekRecord } from '@/test/jobseek-factories.ts';
import { createBrowserBridge } from '@/shared/lib/bridge/browser-bridge.ts';
import { setBridgeForTests } from '@/shared/lib/bridge/current-bridge.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ROUTES } from '@/shared/paths.ts';
import { InterviewDetailsPage } from './pages/interview-details-page.tsx';
import { InterviewRejectPage } from './pages/interview-reject-page.tsx';
import { InterviewSelectPage } from './pages/interview-select-page.tsx';
import { InterviewSurveyPage } from './pages/interview-survey-page.tsx';

vi.mock('@/shared/lib/confirm-dialog.ts', () => ({ confirmDialog: vi.fn(async () => true) }));

const ID = '00000000-0000-4000-8000-000000000042';

function Where() {
  const { pathname } = useLocation();
  return <p>At {pathname}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.interview} element={<Where />} />
      <Route path={ROUTES.interviewDetails} element={<InterviewDetailsPage />} />
      <Route path={ROUTES.interviewReject} element={<InterviewRejectPage />} />
      <Route path={ROUTES.interviewSurvey} element={<InterviewSurveyPage />} />
      <Route path={ROUTES.interviewSelect} element={<InterviewSelectPage />} />
    </Routes>,
    { route },
  );
}

const detailPath = buildPath(PATHS.jobmatch, { id: ID });
const replyPath = buildPath(PATHS.jobmatchReplyEmployer, { id: ID });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});
afterEach(() => {
  setBridgeForTests(null);
  vi.unstubAllGlobals();
});

describe('the interview details', () => {
  it('shows every field and the history with dates, who and why', async () => {
    fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          jobMatchDetail({
            jobMatchUid: ID,
            typeJobMatchStatusGroupId: 4,
            typeJobMatchStatusDesc: 'Declined by the employer',
            history: [
              requested(),
              matchStep(
                4,
                'Declined by the employer',
                '2026-11-21T08:05:00.000Z',
                'staff',
                'Position filled',
              ),
            ],
          }),
        ),
    });
    renderAt(`/interview/details/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Nurse' })).toBeInTheDocument();
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(field('Interview number')).toHaveTextContent('IM-2026-0001');
    expect(field('Created')).toHaveTextContent('2026/11/20 09:30');
    expect(field('Salary')).toHaveTextContent('$25,000/month');
    expect(field('Expected interview from')).toHaveTextContent('2026/11/25');
    expect(field('Expected interview until')).toHaveTextContent('2026/11/28');
    expect(field('Expected time of day')).toHaveTextContent('Morning');
    expect(field('Responsibilities')).toHaveTextContent('Care for patients');
    expect(field('CV sent')).toHaveTextContent('My CV');
    expect(field('Place')).toHaveTextContent('—');
    for (const label of ['Result', 'Other reasons', 'Remark', 'Contact phone'])
      expect(field(label)).toBeInTheDocument();
    // One field for when the interview is, and it is empty on a request.
    expect(field('Interview date and time')).toHaveTextContent('—');
    expect(screen.queryByText('Interview time', { selector: 'dt' })).toBeNull();

    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history).toHaveLength(2);
    expect(history[1]).toHaveTextContent('2026/11/21 16:05');
    expect(history[1]).toHaveTextContent('By: staff, for the employer');
    expect(history[1]).toHaveTextContent('Reason: Position filled');
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows the interview once, as a date and time, and labels remarks apart from reasons', async () => {
    const at = '2026-12-01T02:30:00.000Z';
    fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          jobMatchDetail({
            jobMatchUid: ID,
            typeJobMatchStatusGroupId: 3,
            typeJobMatchStatusId: 3,
            typeJobMatchStatusDesc: 'Interview arranged',
            interviewDate: at,
            interviewTime: at,
            history: [
              requested(),
              matchStep(
                3,
                'Interview arranged',
                '2026-11-21T08:05:00.000Z',
                'employer',
                'Bring your ID',
              ),
            ],
          }),
        ),
    });
    renderAt(`/interview/details/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Nurse' })).toBeInTheDocument();
    const labels = screen.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels.filter((label) => /^Interview /.test(label ?? ''))).toEqual([
      'Interview number',
      'Interview date and time',
    ]);
    expect(screen.getByText('Interview date and time').nextSibling).toHaveTextContent(
      '2026/12/01 10:30',
    );
    const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole(
      'listitem',
    );
    expect(history[1]).toHaveTextContent('Remark: Bring your ID');
    expect(history[1]).not.toHaveTextContent('Reason');
  });

  it("shows an invitation's interview date and time", async () => {
    fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          jobMatchDetail({
            jobMatchUid: ID,
            typeJobMatchStatusGroupId: 2,
            typeJobMatchStatusId: 2,
            lastReplyDate: '2026-11-30T15:59:00.000Z',
            interviewDate: '2026-12-02T06:00:00.000Z',
            interviewTime: '2026-12-02T06:00:00.000Z',
          }),
        ),
    });
    renderAt(`/interview/details/${ID}`);
    expect(
      (await screen.findByText('Interview date and time', { selector: 'dt' })).nextSibling,
    ).toHaveTextContent('2026/12/02 14:00');
    expect(screen.getByText('Reply by', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '2026/11/30 23:59',
    );
  });

  it('accepts an invitation that can be answered and links to the reject screen', async () => {
    let answered = false;
    const api = fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          jobMatchDetail({
            jobMatchUid: ID,
            typeJobMatchStatusGroupId: answered ? 3 : 2,
            canReply: !answered,
          }),
        ),
      [`POST ${replyPath}`]: () => {
        answered = true;
        return json({});
      },
    });
    renderAt(`/interview/details/${ID}`);
    expect(await screen.findByRole('link', { name: 'Decline' })).toHaveAttribute(
      'href',
      `/interview/reject/${ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(api.to('POST', replyPath)).toHaveLength(1));
    expect(api.to('POST', replyPath)[0].body).toEqual({ accept: true });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull(),
    );
  });

  it('offers the calendar for an arranged interview and the survey when due', async () => {
    const calendarPath = buildPath(PATHS.jobmatchCalendar, { id: ID });
    const api = fakeApi({
      [`GET ${detailPath}`]: () =>
        json(
          jobMatchDetail({
            jobMatchUid: ID,
            typeJobMatchStatusGroupId: 3,
            interviewDate: '2026-12-01T02:30:00.000Z',
            isShowSurveyInfo: true,
          }),
        ),
      [`GET ${calendarPath}`]: () => new Response('BEGIN:VCALENDAR', { status: 200 }),
    });
    const downloadFile = vi.fn(async (_file: Blob, _name: string) => 'file-1');
    const openFile = vi.fn(async () => undefined);
    setBridgeForTests({
      ...createBrowserBridge(),
      inApp: true,
      checkPermission: async () => true,
      downloadFile,
      openFile,
    });
    renderAt(`/interview/details/${ID}`);
    expect(await screen.findByRole('link', { name: 'Interview survey' })).toHaveAttribute(
      'href',
      `/interview/survey/${ID}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(openFile).toHaveBeenCalledWith('file-1'));
    expect(api.to('GET', calendarPath)).toHaveLength(1);
    expect(downloadFile.mock.calls[0][1]).toBe('interview-IM-2026-0001.ics');
    expect(await downloadFile.mock.calls[0][0].text()).toBe('BEGIN:VCALENDAR');
  });

  it("says so when the interview is not the seeker's", async () => {
    fakeApi({ [`GET ${detailPath}`]: () => apiError('NOT_FOUND', 404) });
    renderAt(`/interview/details/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Interview not found' })).toBeInTheDocument();
  });
});

describe('declining an invitation', () => {
  it('warns about the benefit, needs a reason, and sends the other text', async () => {
    const api = fakeApi({
      [`GET ${detailPath}`]: () => json(jobMatchDetail({ jobMatchUid: ID, canReply: true })),
      [`POST ${replyPath}`]: () => json({}),
    });
    renderAt(`/interview/reject/${ID}`);
    expect(
      await screen.findByText('Declining an interview may affect your unemployment benefit.'),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Decline the interview' });
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(/required/i);
    for (const reason of [
      'The time does not suit me',
      'I have found a job',
      'The salary does not suit me',
      'The place does not suit me',
    ])
      expect(screen.getByRole('radio', { name: reason })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    await userEvent.click(submit);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(api.to('POST', replyPath)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Your reason'), 'Moving abroad');
    await userEvent.click(submit);
    await waitFor(() => expect(api.to('POST', replyPath)).toHaveLength(1));
    expect(api.to('POST', replyPath)[0].body).toEqual({
      accept: false,
      rejectReasonId: 99,
      otherReason: 'Moving abroad',
    });
  });

  it('sends a listed reason without a text', async () => {
    const api = fakeApi({
      [`GET ${detailPath}`]: () => json(jobMatchDetail({ jobMatchUid: ID, canReply: true })),
      [`POST ${replyPath}`]: () => json({}),
    });
    renderAt(`/interview/reject/${ID}`);
    await userEvent.click(await screen.findByRole('radio', { name: 'I have found a job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decline the interview' }));
    await waitFor(() => expect(api.to('POST', replyPath)).toHaveLength(1));
    expect(api.to('POST', replyPath)[0].body).toEqual({ accept: false, rejectReasonId: 2 });
  });
});

describe('the survey', () => {
  const surveyPath = buildPath(PATHS.jobmatchSurvey, { id: ID });
  const submitPath = buildPath(PATHS.jobmatchSubmitSurvey, { id: ID });

  it("saves and submits the seeker's result and comment", async () => {
    const api = fakeApi({
      [`GET ${surveyPath}`]: () => json(survey({ jobMatchUid: ID, employerResult: 'hired' })),
      [`POST ${surveyPath}`]: () => json({}),
      [`POST ${submitPath}`]: () => json({}),
      [`GET ${detailPath}`]: () => json(jobMatchDetail({ jobMatchUid: ID })),
    });
    renderAt(`/interview/survey/${ID}`);
    expect(await screen.findByText('The employer recorded: Hired')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(api.to('POST', surveyPath)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Not hired' }));
    await userEvent.type(screen.getByLabelText('Comment'), 'Kind people');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.to('POST', surveyPath)).toHaveLength(1));
    expect(api.to('POST', surveyPath)[0].body).toEqual({
      seekerResult: 'notHired',
      comment: 'Kind people',
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.to('POST', submitPath)).toHaveLength(1));
    expect(api.to('POST', submitPath)[0].body).toEqual({
      seekerResult: 'notHired',
      comment: 'Kind people',
    });
  });

  it('shows a submitted survey without the buttons', async () => {
    fakeApi({
      [`GET ${surveyPath}`]: () =>
        json(survey({ jobMatchUid: ID, seekerResult: 'absent', submitted: true })),
    });
    renderAt(`/interview/survey/${ID}`);
    expect(await screen.findByText('You have submitted this survey.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I did not attend' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('choosing job-seek services', () => {
  it('says there are none when the registration answers nothing', async () => {
    fakeApi({ [`GET ${PATHS.jobseeks}`]: () => apiError('NOT_FOUND', 404) });
    renderAt('/interview/select');
    expect(
      await screen.findByText(
        'You have no job-seeking registrations, so there is nothing to filter by.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('lists every registration, in progress and completed, page after page', async () => {
    const api = fakeApi({
      [`GET ${PATHS.jobseeks}`]: (call) =>
        call.query.get('page') === '0'
          ? json({
              content: [
                jobSeekRecord({ jobSeekId: 9, entNo: 'JS20261101-000009', statusDesc: 'Valid' }),
              ],
              totalElements: 2,
            })
          : json({
              content: [
                jobSeekRecord({
                  jobSeekId: 4,
                  entNo: 'JS20260301-000004',
                  jobSeekStatus: 2,
                  statusDesc: 'Completed',
                }),
              ],
              totalElements: 2,
            }),
    });
    renderAt('/interview/select');
    expect(
      await screen.findByRole('checkbox', { name: /JS20260301-000004 · 2026\/11\/01 · Completed/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /JS20261101-000009 .* Valid/ }),
    ).toBeInTheDocument();
    const calls = api.to('GET', PATHS.jobseeks);
    expect(calls.map((call) => call.query.get('page'))).toEqual(['0', '1']);
    expect(calls.every((call) => !call.query.has('jobSeekStatusList'))).toBe(true);
  });

  it('keeps the chosen services for the session and returns to the list', async () => {
    fakeApi({
      [`GET ${PATHS.jobseeks}`]: () =>
        json({
          content: [
            { jobSeekId: 4, jobSeekName: 'Job referral', entNo: 'A-1', entDate: '2026-10-01' },
            { jobSeekId: 9, jobSeekName: 'Career advice', entNo: 'A-2', entDate: '2026-10-05' },
          ],
          totalElements: 2,
        }),
    });
    renderAt('/interview/select');
    await userEvent.click(await screen.findByRole('checkbox', { name: /Career advice/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('At /interview')).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.selectedServices)).toBe('[9]');
  });
});
