import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { JOB_MATCH_STATUS, PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, page } from '@/test/fake-api.ts';
import { jobMatchCard } from '@/test/jobmatch-factories.ts';
import { favorite, jobOfferDetail } from '@/test/vacancy-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { clearToken, setToken } from '@/shared/lib/session.ts';
import { InterviewRequestGateProvider } from '@/shared/ui/interview-request-gate.tsx';
import { JobOfferDetailView } from '@/features/joboffers/ui/job-offer-detail.tsx';
import { FavoriteCard } from '@/features/favorites/ui/favorite-card.tsx';
import { renderVacancyRequest } from '@/features/jobmatches/ui/vacancy-request-gate.tsx';
import type { ReactElement } from 'react';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

/** As the resident shell composes it (root-layout.tsx). */
const withGate = (ui: ReactElement, route = '/') =>
  renderWithProviders(
    <InterviewRequestGateProvider value={renderVacancyRequest}>{ui}</InterviewRequestGateProvider>,
    { route },
  );

const OUTCOMES = [
  [
    JOB_MATCH_STATUS.requested,
    'Waiting for the employer',
    /interview for this position is already under way/,
    /Status: Waiting for the employer/,
  ],
  [
    JOB_MATCH_STATUS.invited,
    'Waiting for your reply',
    /already under way/,
    /Status: Waiting for your reply/,
  ],
  [
    JOB_MATCH_STATUS.arranged,
    'Interview arranged',
    /already under way/,
    /Status: Interview arranged/,
  ],
  [
    JOB_MATCH_STATUS.declined,
    'Declined by the employer',
    /employer declined your interview request/,
    /Position filled/,
  ],
  [
    JOB_MATCH_STATUS.rejected,
    'Invitation rejected',
    /You declined the employer's invitation/,
    null,
  ],
  [JOB_MATCH_STATUS.expired, 'No reply in time', /lapsed without your reply/, null],
  [JOB_MATCH_STATUS.hired, 'Hired', /interview for this position has ended/, /Result: Hired/],
  [JOB_MATCH_STATUS.notHired, 'Not hired', /has ended/, /Result: Not hired/],
  [JOB_MATCH_STATUS.absent, 'Absent from the interview', /has ended/, /Result: Absent/],
  [JOB_MATCH_STATUS.noResult, 'No result recorded', /has ended/, /Result: No result recorded/],
] as const;

describe('a vacancy the seeker asked about before', () => {
  it.each(OUTCOMES)(
    'status %i shows what happened and links to the interview, not the request',
    async (status, desc, outcome, detail) => {
      const match = jobMatchCard({
        jobOfferId: 7,
        typeJobMatchStatusId: status,
        typeJobMatchStatusDesc: desc,
        cardRemark: status === JOB_MATCH_STATUS.declined ? 'Position filled' : '',
        isShowCardRemark: status === JOB_MATCH_STATUS.declined,
      });
      const api = fakeApi({ [`GET ${PATHS.jobmatches}`]: () => page([match]) });
      withGate(<JobOfferDetailView offer={jobOfferDetail({ id: 7 })} />);
      const note = await screen.findByRole('note');
      await waitFor(() => expect(screen.getByText(outcome)).toBeInTheDocument());
      if (detail) expect(screen.getByText(detail)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Interview details' })).toHaveAttribute(
        'href',
        `/interview/details/${match.jobMatchUid}`,
      );
      expect(screen.queryByRole('link', { name: 'Request an interview' })).toBeNull();
      expect(note).toBeInTheDocument();
      const asked = api.to('GET', PATHS.jobmatches)[0].query;
      expect(asked.get('jobOfferIdList')).toBe('7');
    },
  );

  it('shows the state in place of "Book at the event" in an event’s job list', async () => {
    const match = jobMatchCard({
      jobOfferId: 7,
      typeJobMatchStatusId: JOB_MATCH_STATUS.declined,
      typeJobMatchStatusDesc: 'Declined by the employer',
    });
    fakeApi({ [`GET ${PATHS.jobmatches}`]: () => page([match]) });
    withGate(<JobOfferDetailView offer={jobOfferDetail({ id: 7 })} />, '/?type=event&eventId=3');
    expect(await screen.findByText(/employer declined your interview request/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book at the event' })).toBeNull();
  });

  it('shows the state in place of "Book an interview" on a favourite', async () => {
    const match = jobMatchCard({
      jobOfferId: 9,
      typeJobMatchStatusId: JOB_MATCH_STATUS.expired,
      typeJobMatchStatusDesc: 'No reply in time',
    });
    fakeApi({ [`GET ${PATHS.jobmatches}`]: () => page([match]) });
    withGate(<FavoriteCard favorite={favorite({ jobOfferId: 9 })} onRemove={() => undefined} />);
    expect(await screen.findByText(/lapsed without your reply/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book an interview' })).toBeNull();
  });
});

describe('a vacancy the seeker never asked about', () => {
  it('offers the request when the seeker has no match for it', async () => {
    const api = fakeApi({ [`GET ${PATHS.jobmatches}`]: () => page([]) });
    withGate(<JobOfferDetailView offer={jobOfferDetail({ id: 7 })} />);
    await waitFor(() => expect(api.to('GET', PATHS.jobmatches)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Request an interview' })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('offers the request to a visitor without asking for any match', () => {
    clearToken();
    const api = fakeApi({ [`GET ${PATHS.jobmatches}`]: () => page([]) });
    withGate(<JobOfferDetailView offer={jobOfferDetail({ id: 7 })} />);
    expect(screen.getByRole('link', { name: 'Request an interview' })).toBeVisible();
    expect(api.to('GET', PATHS.jobmatches)).toHaveLength(0);
  });
});
