import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import * as contract from '@vaga/contract';
import { buildPath, PATHS, type ConsoleMatchDetail } from '@vaga/contract';
import { ConsoleMatchPage } from '@/features/jobmatches/console/console-match-page.tsx';
import { InterviewDetailsPage } from '@/features/jobmatches/pages/interview-details-page.tsx';
import { InterviewCard } from '@/features/jobmatches/ui/interview-card.tsx';
import { RecordDetailsPage } from '@/features/records/pages/record-details-page.tsx';
import { RecordCard } from '@/features/records/ui/record-card.tsx';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { ROUTES } from '@/shared/paths.ts';
import { jobSeekDetail, jobSeekPath, renderJobSeek } from '@/test/console/jobseek-fixtures.tsx';
import { fakeApi, json } from '@/test/fake-api.ts';
import { jobMatchCard, jobMatchDetail, requested } from '@/test/jobmatch-factories.ts';
import { jobSeekRecord, jobSeekRecordDetail } from '@/test/jobseek-factories.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { RichText } from '@/shared/ui/rich-text.tsx';

/**
 * Every rich-text field of the contract (declared with richText()) is drawn as rich text on every
 * screen that shows it: its tags become elements, never characters on the screen. A field added
 * to the contract fails the first test until its screens are listed here.
 */

const MATCH_ID = '00000000-0000-4000-8000-000000000042';
const REMARK = '<p>Please bring your <b>identity card</b>.</p><p>Be early.</p>';

function consoleMatch(overrides: Partial<ConsoleMatchDetail>): ConsoleMatchDetail {
  return {
    jobMatchUid: MATCH_ID,
    interviewNo: 'IV20261120-000042',
    jobOfferId: 7,
    jobOfferTitle: 'Cook',
    employerId: 1,
    employerName: 'Health Bureau',
    seekerName: 'Chan Tai Man',
    typeJobMatchStatusGroupId: 2,
    typeJobMatchStatusId: 3,
    typeJobMatchStatusDesc: 'Interview arranged',
    createDate: '2026-11-20T02:00:00.000Z',
    lastReplyDate: null,
    interviewDate: '2026-12-01T02:00:00.000Z',
    canRecordResult: false,
    origin: 'seeker',
    expectedInterviewDateFrom: null,
    expectedInterviewDateTo: null,
    expectedInterviewTimePeriod: null,
    content: 'I can start at once.',
    location: 'Avenida da Praia Grande 1',
    contactPhone: '28781234',
    remark: '',
    employerResult: null,
    seekerResult: null,
    rejectReason: '',
    declineReason: '',
    history: [requested('2026-11-20T02:00:00.000Z')],
    resume: null,
    cv: null,
    ...overrides,
  };
}

/** The resident's interview details, answered with `detail`. */
function interviewDetails(detail: Parameters<typeof jobMatchDetail>[0]) {
  fakeApi({
    [`GET ${buildPath(PATHS.jobmatch, { id: MATCH_ID })}`]: () =>
      json(jobMatchDetail({ jobMatchUid: MATCH_ID, cardRemark: '', remark: '', ...detail })),
  });
  renderWithProviders(
    <Routes>
      <Route path={ROUTES.interviewDetails} element={<InterviewDetailsPage />} />
    </Routes>,
    { route: `/interview/details/${MATCH_ID}` },
  );
}

/** The resident's record details, answered with `detail`. */
function recordDetails(detail: Parameters<typeof jobSeekRecordDetail>[0]) {
  fakeApi({
    [`GET ${buildPath(PATHS.jobseek, { id: 7 })}`]: () => json(jobSeekRecordDetail(detail)),
  });
  renderWithProviders(
    <Routes>
      <Route path={ROUTES.recordDetails} element={<RecordDetailsPage />} />
    </Routes>,
    { route: '/record/details/7' },
  );
}

/** The staff console's registration, answered with `detail`. */
function consoleJobSeek(detail: Parameters<typeof jobSeekDetail>[0]) {
  fakeApi({ [`GET ${jobSeekPath}`]: () => json(jobSeekDetail(detail)) });
  renderJobSeek();
}

/** The screens that show each rich-text field, each drawing the field given `html`. */
const SCREENS: Record<string, Record<string, (html: string) => void>> = {
  'JobMatchCardSchema.cardRemark': {
    'the /interview card': (html) =>
      renderWithProviders(
        <InterviewCard match={jobMatchCard({ isShowCardRemark: true, cardRemark: html })} />,
      ),
  },
  'JobMatchDetailSchema.cardRemark': {
    '/interview/details': (html) => interviewDetails({ isShowCardRemark: true, cardRemark: html }),
  },
  'JobMatchDetailSchema.remark': {
    '/interview/details': (html) => interviewDetails({ remark: html }),
  },
  'ConsoleMatchDetailSchema.remark': {
    "the console's match": (html) => {
      fakeApi({
        [`GET ${buildPath(PATHS.consoleMatch, { id: MATCH_ID })}`]: () =>
          json(consoleMatch({ remark: html })),
      });
      renderWithProviders(
        <Routes>
          <Route
            path="/staff/interviews/:id"
            element={<ConsoleMatchPage type="staff" renderResume={() => null} />}
          />
        </Routes>,
        { route: `/staff/interviews/${MATCH_ID}` },
      );
    },
  },
  'JobSeekRecordSchema.cardRemark': {
    'the /record card': (html) =>
      renderWithProviders(
        <RecordCard record={jobSeekRecord({ isShowCardRemark: true, cardRemark: html })} />,
      ),
  },
  'JobSeekRecordDetailSchema.cardRemark': {
    '/record/details': (html) => recordDetails({ isShowCardRemark: true, cardRemark: html }),
  },
  'JobSeekRecordDetailSchema.detailsRemark': {
    '/record/details': (html) => recordDetails({ isShowDetailsRemark: true, detailsRemark: html }),
  },
  'ConsoleJobSeekDetailSchema.cardRemark': {
    "the console's registration": (html) => consoleJobSeek({ cardRemark: html }),
  },
  'ConsoleJobSeekDetailSchema.detailsRemark': {
    "the console's registration": (html) => consoleJobSeek({ detailsRemark: html }),
  },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('rich text is drawn as rich text wherever it is shown', () => {
  it('every rich-text field of the contract has its screens here', () => {
    expect(Object.keys(SCREENS).sort()).toEqual(contract.richTextFields(contract));
  });

  const cases = Object.entries(SCREENS).flatMap(([field, screens]) =>
    Object.entries(screens).map(([name, draw]) => [field, name, draw] as const),
  );

  it.each(cases)('%s on %s', async (_field, _screen, draw) => {
    draw(REMARK);
    const bold = await screen.findByText('identity card', { selector: 'b' });
    expect(bold.closest('p')).toHaveTextContent('Please bring your identity card.');
    expect(document.body.textContent).not.toMatch(/<\/?(p|b)>/);
  });

  it('drops a link to a script with its text, keeps another link as text', () => {
    const { container } = renderWithProviders(
      <RichText html='<p>Bring <b>ID</b>. <a href=" java&#9;script:alert(1)">link</a><a href="https://dsal.gov.mo">site</a></p>' />,
    );
    expect(container).toHaveTextContent('Bring ID. site');
    expect(container.querySelector('a')).toBeNull();
  });
});
