import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, STORAGE_KEYS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { jobMatchCard } from '@/test/jobmatch-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { InterviewPage } from './pages/interview-page.tsx';
import { richTextNodes, RichText } from '@/shared/ui/rich-text.tsx';
import { cardDateOf, tagColorOf } from './lib/card-display.ts';
import { render } from '@testing-library/react';

const page = (content: unknown[], totalElements = content.length) =>
  json({ content, totalElements });
const statistics = { total: 3, waitSeekerReply: 2, completeReview: 1 };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('the /interview tabs', () => {
  it('shows six tabs with the pending badges and lists every interview under "All"', async () => {
    const api = fakeApi({
      [`GET ${PATHS.jobmatches}`]: () => page([jobMatchCard({ jobOfferTitle: 'Nurse' })]),
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () => json(statistics),
    });
    renderWithProviders(<InterviewPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\(.*\)/, '').replace(/\d+/g, ''))).toEqual([
      'All',
      'Waiting for the employer',
      'Waiting for you',
      'Arranged',
      'Finished',
      'Job-seeking registration',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Nurse' })).toBeInTheDocument();
    expect(
      await screen.findByRole('tab', { name: /Waiting for you.*2.*\(2 invitations to answer\)/ }),
    ).toBeInTheDocument();
    // "Finished" counts the surveys waiting, and says so.
    expect(
      screen.getByRole('tab', { name: /Finished.*1.*\(1 interview survey to answer\)/ }),
    ).toBeInTheDocument();
    const first = api.to('GET', PATHS.jobmatches)[0].query;
    expect(first.get('typeJobMatchStatusGroupIdList')).toBeNull();
    expect(first.get('page')).toBe('0');
    expect(first.get('size')).toBe('10');
  });

  it("asks for the tab's status group and keeps the chosen tab for the session", async () => {
    const api = fakeApi({
      [`GET ${PATHS.jobmatches}`]: () => page([]),
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () => json(statistics),
    });
    const first = renderWithProviders(<InterviewPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Arranged' }));
    expect(screen.getByRole('tab', { name: 'Arranged' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(
        api.to('GET', PATHS.jobmatches).map((c) => c.query.get('typeJobMatchStatusGroupIdList')),
      ).toContain('3'),
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.interviewTab)).toBe('arranged');
    first.unmount();

    renderWithProviders(<InterviewPage />);
    expect(screen.getByRole('tab', { name: 'Arranged' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Job-seeking registration' }));
    await waitFor(() =>
      expect(
        api.to('GET', PATHS.jobmatches).map((c) => c.query.get('typeJobMatchStatusGroupIdList')),
      ).toContain('900'),
    );
  });

  it('filters by the job-seek services chosen for the session', async () => {
    sessionStorage.setItem(STORAGE_KEYS.selectedServices, JSON.stringify([4, 9]));
    const api = fakeApi({
      [`GET ${PATHS.jobmatches}`]: () => page([]),
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () => json(statistics),
    });
    renderWithProviders(<InterviewPage />);
    expect(screen.getByRole('link', { name: 'Job-seeking services chosen: 2' })).toHaveAttribute(
      'href',
      '/interview/select',
    );
    await waitFor(() => expect(api.to('GET', PATHS.jobmatches)).toHaveLength(1));
    expect(api.to('GET', PATHS.jobmatches)[0].query.get('jobSeekIdList')).toBe('4,9');
  });

  it("shows each card with its group's date, remark and survey button", async () => {
    fakeApi({
      [`GET ${PATHS.jobmatches}`]: () =>
        page([
          jobMatchCard({
            jobOfferTitle: 'Invited',
            typeJobMatchStatusGroupId: 2,
            typeJobMatchStatusDesc: 'Waiting for your reply',
            lastReplyDate: '2026-11-30T15:59:00.000Z',
            interviewDate: '2026-11-29T02:00:00.000Z',
          }),
          jobMatchCard({
            jobOfferTitle: 'Arranged',
            typeJobMatchStatusGroupId: 3,
            typeJobMatchStatusDesc: 'Interview arranged',
            interviewDate: '2026-12-01T02:30:00.000Z',
            isShowCardRemark: true,
            cardRemark:
              '<p>Bring <b>your ID</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
          }),
          jobMatchCard({
            jobOfferTitle: 'Done',
            typeJobMatchStatusGroupId: 4,
            typeJobMatchStatusDesc: 'Hired',
            interviewDate: '2026-11-01T02:30:00.000Z',
            isShowSurveyInfo: true,
          }),
        ]),
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () => json(statistics),
    });
    renderWithProviders(<InterviewPage />);
    const invited = await screen.findByRole('article', { name: 'Invited' });
    expect(within(invited).getByText('Reply by')).toBeInTheDocument();
    expect(within(invited).getByText('2026/11/30 23:59')).toBeInTheDocument();
    expect(within(invited).queryByRole('link', { name: 'Interview survey' })).toBeNull();

    const arranged = screen.getByRole('article', { name: 'Arranged' });
    expect(within(arranged).getByText('Interview on')).toBeInTheDocument();
    expect(within(arranged).getByText('2026/12/01 10:30')).toBeInTheDocument();
    expect(within(arranged).getByText('your ID').tagName).toBe('B');
    expect(arranged.querySelector('img, script, [onerror]')).toBeNull();

    const done = screen.getByRole('article', { name: 'Done' });
    expect(within(done).getAllByText('Hired')).toHaveLength(2);
    expect(within(done).getByRole('link', { name: 'Interview survey' })).toHaveAttribute(
      'href',
      `/interview/survey/${encodeURIComponent(
        within(done).getByRole('link', { name: 'Details' }).getAttribute('href')!.split('/').pop()!,
      )}`,
    );
  });
});

describe('the surveys waiting', () => {
  it('shows the survey button on every card that has one, in every group', async () => {
    fakeApi({
      [`GET ${PATHS.jobmatches}`]: () =>
        page([
          jobMatchCard({
            jobOfferTitle: 'Took place',
            typeJobMatchStatusGroupId: 3,
            typeJobMatchStatusDesc: 'Interview arranged',
            interviewDate: '2026-11-20T02:30:00.000Z',
            isShowSurveyInfo: true,
          }),
          jobMatchCard({
            jobOfferTitle: 'Employer recorded',
            typeJobMatchStatusGroupId: 4,
            typeJobMatchStatusDesc: 'Not hired',
            isShowSurveyInfo: true,
          }),
          jobMatchCard({
            jobOfferTitle: 'Upcoming',
            typeJobMatchStatusGroupId: 3,
            typeJobMatchStatusDesc: 'Interview arranged',
            interviewDate: '2026-12-20T02:30:00.000Z',
          }),
          jobMatchCard({
            jobOfferTitle: 'Answered',
            typeJobMatchStatusGroupId: 4,
            typeJobMatchStatusDesc: 'Hired',
          }),
        ]),
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () => json({ ...statistics, completeReview: 2 }),
    });
    renderWithProviders(<InterviewPage />);
    for (const [title, shown] of [
      ['Took place', true],
      ['Employer recorded', true],
      ['Upcoming', false],
      ['Answered', false],
    ] as const) {
      const card = await screen.findByRole('article', { name: title });
      expect(within(card).queryAllByRole('link', { name: 'Interview survey' }), title).toHaveLength(
        shown ? 1 : 0,
      );
    }
  });

  it('says on "Finished" where its surveys are, and leads to "Arranged"', async () => {
    sessionStorage.setItem(STORAGE_KEYS.interviewTab, 'finished');
    let stats = { ...statistics, completeReview: 2 };
    const api = fakeApi({
      [`GET ${PATHS.jobmatches}`]: () => page([]),
      [`GET ${PATHS.jobmatchPendingStatistics}`]: () => json(stats),
    });
    const first = renderWithProviders(<InterviewPage />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('2 interview surveys wait for your answer');
    await userEvent.click(within(note).getByRole('button', { name: 'Show arranged interviews' }));
    expect(screen.getByRole('tab', { name: 'Arranged' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('note')).toBeNull();
    await waitFor(() =>
      expect(
        api.to('GET', PATHS.jobmatches).map((c) => c.query.get('typeJobMatchStatusGroupIdList')),
      ).toContain('3'),
    );
    first.unmount();

    // No survey waiting: no note.
    stats = { ...statistics, completeReview: 0 };
    sessionStorage.setItem(STORAGE_KEYS.interviewTab, 'finished');
    renderWithProviders(<InterviewPage />);
    await waitFor(() => expect(api.to('GET', PATHS.jobmatchPendingStatistics)).toHaveLength(2));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the card display rules', () => {
  it('colours the tags warning, warning, primary, failure by group', () => {
    expect([1, 2, 3, 4, 900].map(tagColorOf)).toEqual([
      'warning',
      'warning',
      'primary',
      'danger',
      'default',
    ]);
  });

  it('shows the last reply date for group 2, the interview date for 3, else the status', () => {
    const base = {
      lastReplyDate: '2026-11-30T04:00:00.000Z',
      interviewDate: '2026-12-01T04:00:00.000Z',
      typeJobMatchStatusDesc: 'Status',
    };
    expect(cardDateOf({ ...base, typeJobMatchStatusGroupId: 2 })).toEqual({
      kind: 'lastReply',
      text: '2026/11/30 12:00',
    });
    expect(cardDateOf({ ...base, typeJobMatchStatusGroupId: 3 })).toEqual({
      kind: 'interview',
      text: '2026/12/01 12:00',
    });
    for (const group of [1, 4, 900, 77])
      expect(cardDateOf({ ...base, typeJobMatchStatusGroupId: group })).toEqual({
        kind: 'status',
        text: 'Status',
      });
  });
});

describe('rich text', () => {
  it('keeps the allowed tags, only the text of everything else, and drops a javascript: link with its text', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="x()">A <strong>b</strong> <em>c</em><br><span>kept</span><a href="javascript:x">link</a></p><iframe src="x"></iframe><style>p{}</style>'
        }
      />,
    );
    expect(container.innerHTML).toBe('<div><p>A <strong>b</strong> <em>c</em><br>kept</p></div>');
    expect(richTextNodes('plain & <i>simple</i>')).toHaveLength(2);
  });
});
