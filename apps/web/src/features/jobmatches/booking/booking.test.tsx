import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { buildPath, PATHS, type ProfileStatus } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { apiError, failingOnce, fakeApi, json } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { cvFile, profile } from '@/test/profile-factories.ts';
import { jobOfferDetail } from '@/test/vacancy-factories.ts';
import { jobAssistance } from '@/test/jobseek-factories.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { paths, ROUTES } from '@/shared/paths.ts';
import { MakeAppointmentPage } from './pages/make-appointment-page.tsx';
import { SendAppointmentPage } from './pages/send-appointment-page.tsx';
import { AccessoryListPage } from './pages/accessory-list-page.tsx';
import { PreviewResumePage } from './pages/preview-resume-page.tsx';
import { checkAppointment } from './lib/booking-checks.ts';
import { emptyDraft, readDraft, writeDraft, type BookingDraft } from './lib/booking-draft.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

function status(overrides: Partial<ProfileStatus> = {}): ProfileStatus {
  return {
    hasProfile: 1,
    needUpadteProfile: 0,
    updatedAt: '2026-01-01T00:00:00.000Z',
    voProfile: profile(),
    ...overrides,
  };
}

const OFFER = 42;
const offerPath = buildPath(PATHS.jobOffer, { id: OFFER });

function filled(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...emptyDraft(OFFER, 'local'),
    expectedInterviewDateFrom: '2026-12-01',
    expectedInterviewDateTo: '2026-12-05',
    expectedInterviewTimePeriod: 1,
    content: 'I have cooked for five years.',
    ...overrides,
  };
}

function renderBooking(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path={ROUTES.makeAppointment} element={<MakeAppointmentPage />} />
      <Route path={ROUTES.sendAppointment} element={<SendAppointmentPage />} />
      <Route path={ROUTES.accessoryList} element={<AccessoryListPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});

describe('the booking checks', () => {
  it('asks for both dates, a time period and the content', () => {
    expect(checkAppointment(emptyDraft(OFFER, 'local'))).toEqual({
      expectedInterviewDateFrom: 'validation.required',
      expectedInterviewDateTo: 'validation.required',
      expectedInterviewTimePeriod: 'validation.required',
      content: 'validation.required',
    });
    expect(checkAppointment(filled({ content: '   ' }))).toEqual({
      content: 'validation.required',
    });
    expect(checkAppointment(filled())).toEqual({});
  });

  it('refuses an end date before the start date', () => {
    expect(checkAppointment(filled({ expectedInterviewDateTo: '2026-11-30' }))).toEqual({
      expectedInterviewDateTo: 'validation.dateOrder',
    });
  });
});

describe('make-appointment', () => {
  it('says so when the resume cannot be read, and reads it again on retry', async () => {
    fakeApi({
      [`GET ${PATHS.profileV2}`]: failingOnce(() => json(status())),
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 0 })),
      [`GET ${PATHS.cvs}`]: () => json([]),
    });
    renderBooking(paths.makeAppointment(OFFER));
    await retryFailedLoad();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('shows every missing field next to it and stays on the page', async () => {
    fakeApi({
      [`GET ${PATHS.profileV2}`]: () => json(status()),
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 0 })),
      [`GET ${PATHS.cvs}`]: () => json([]),
    });
    renderBooking(paths.makeAppointment(OFFER));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText('Interview from')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^At /)).toBeNull();
  });

  it('shows the job-seeking registration with a way to update it that comes back', async () => {
    const serve = (registration: () => Response) =>
      fakeApi({
        [`GET ${PATHS.profileV2}`]: () => json(status()),
        [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 0 })),
        [`GET ${PATHS.cvs}`]: () => json([]),
        [`GET ${PATHS.jobAssistance}`]: registration,
      });
    serve(() => json(jobAssistance({ state: 3, stateDesc: 'Expired', currentJobSeekIsValid: 0 })));
    const first = renderBooking(paths.makeAppointment(OFFER));
    const link = await screen.findByRole('link', { name: /Job-seeking registration/ });
    expect(link).toHaveTextContent('Expired: update it');
    expect(link).toHaveAttribute('href', '/cv-form/update-register?goTo=-1');
    await userEvent.click(link);
    expect(await screen.findByText('At /cv-form/update-register?goTo=-1')).toBeInTheDocument();
    first.unmount();

    serve(() => apiError('NOT_FOUND', 404));
    const second = renderBooking(paths.makeAppointment(OFFER));
    expect(await screen.findByRole('link', { name: /Job-seeking registration/ })).toHaveTextContent(
      'Not registered: register',
    );
    second.unmount();

    serve(() => json(jobAssistance({ state: 1, stateDesc: 'Processing' })));
    renderBooking(paths.makeAppointment(OFFER));
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Job-seeking registration/ })).toBeNull();
  });

  it('refuses a vacancy that needs a CV without any CV file, and goes on with one', async () => {
    let files = [] as ReturnType<typeof cvFile>[];
    fakeApi({
      [`GET ${PATHS.profileV2}`]: () => json(status()),
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 1 })),
      [`GET ${PATHS.cvs}`]: () => json(files),
    });
    writeDraft(filled());
    const { unmount } = renderBooking(paths.makeAppointment(OFFER));
    expect(await screen.findByText('Required for this vacancy')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('A CV must be attached for this vacancy', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^At /)).toBeNull();
    unmount();

    // With a CV file, the first one is attached without being chosen: it can be sent.
    files = [cvFile()];
    renderBooking(paths.makeAppointment(OFFER));
    expect(await screen.findByText('My CV')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Send the booking' })).toBeInTheDocument();
    expect(readDraft()?.cvUid).toBe('cv-1');
  });

  it('keeps what is typed in the session draft', async () => {
    fakeApi({
      [`GET ${PATHS.profileV2}`]: () => json(status()),
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER })),
      [`GET ${PATHS.cvs}`]: () => json([]),
    });
    renderBooking(paths.makeAppointment(OFFER));
    await userEvent.type(
      await screen.findByLabelText('What you would like the employer to know'),
      'Hello',
    );
    await userEvent.click(screen.getByLabelText('Afternoon'));
    expect(readDraft()).toMatchObject({
      jobOfferId: OFFER,
      content: 'Hello',
      expectedInterviewTimePeriod: 2,
    });
  });

  it('sends a resume whose update is forced to the resume update', async () => {
    fakeApi({ [`GET ${PATHS.profileV2}`]: () => json(status({ needUpadteProfile: 2 })) });
    renderBooking(paths.makeAppointment(OFFER));
    expect(await screen.findByRole('link', { name: 'Update the resume' })).toHaveAttribute(
      'href',
      '/cv-form/update-profile',
    );
  });
});

describe('a vacancy that cannot be booked', () => {
  it('answers its catalogue message and leads back to the vacancies', async () => {
    fakeApi({
      [`GET ${PATHS.profileV2}`]: () => json(status()),
      [`GET ${offerPath}`]: () => apiError('BE_JOBOFFER_INVALID', 400),
      [`GET ${PATHS.cvs}`]: () => json([]),
    });
    renderBooking(paths.makeAppointment(OFFER));
    expect(await screen.findByRole('link', { name: 'Find vacancies' })).toHaveAttribute(
      'href',
      '/service',
    );
    expect(screen.getByText('This vacancy cannot be booked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

describe('accessory-list', () => {
  it('pre-selects the first CV of a vacancy that needs one, and cannot send none', async () => {
    fakeApi({
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 1 })),
      [`GET ${PATHS.cvs}`]: () => json([cvFile(), cvFile({ cvUid: 'cv-2', cvName: 'Other CV' })]),
    });
    writeDraft(filled());
    renderBooking(paths.accessoryList);
    expect(await screen.findByRole('radio', { name: /My CV/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Other CV/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Do not attach a CV' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(readDraft()?.cvUid).toBe('cv-1');
  });

  it('pre-selects no CV for a vacancy that does not need one', async () => {
    fakeApi({
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 0 })),
      [`GET ${PATHS.cvs}`]: () => json([cvFile()]),
    });
    writeDraft(filled());
    renderBooking(paths.accessoryList);
    expect(await screen.findByRole('radio', { name: 'Do not attach a CV' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Do not attach a CV' })).toBeEnabled();
  });

  it('attaches the chosen CV to the draft', async () => {
    fakeApi({
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 1 })),
      [`GET ${PATHS.cvs}`]: () => json([cvFile(), cvFile({ cvUid: 'cv-2', cvName: 'Other CV' })]),
    });
    writeDraft(filled());
    renderBooking(paths.accessoryList);
    expect(await screen.findByText('This vacancy needs a CV: attach one to book.')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: /Other CV/ }));
    expect(readDraft()?.cvUid).toBe('cv-2');
  });

  it('says so when the CV files cannot be read, and reads them again on retry', async () => {
    fakeApi({
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 1 })),
      [`GET ${PATHS.cvs}`]: failingOnce(() => json([cvFile()])),
    });
    writeDraft(filled());
    renderBooking(paths.accessoryList);
    await retryFailedLoad();
    expect(await screen.findByRole('radio', { name: /My CV/ })).toBeInTheDocument();
  });
});

describe('send-appointment', () => {
  it('posts the booking, forgets the draft and leads to the interviews', async () => {
    const api = fakeApi({
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 1 })),
      [`GET ${PATHS.cvs}`]: () => json([cvFile()]),
      [`POST ${PATHS.jobmatchApplyJob}`]: () => json({ jobMatchUid: 'm-1' }),
    });
    writeDraft(filled({ cvUid: 'cv-1' }));
    renderBooking(paths.sendAppointment);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the booking' }));
    expect(await screen.findByRole('link', { name: 'My interviews' })).toHaveAttribute(
      'href',
      '/interview',
    );
    expect(api.to('POST', PATHS.jobmatchApplyJob)[0]?.body).toEqual({
      jobOfferId: OFFER,
      expectedInterviewDateFrom: '2026-12-01',
      expectedInterviewDateTo: '2026-12-05',
      expectedInterviewTimePeriod: 1,
      content: 'I have cooked for five years.',
      cvUid: 'cv-1',
    });
    expect(readDraft()).toBeNull();
  });

  it('answers a refusal of the server with its catalogue message', async () => {
    fakeApi({
      [`GET ${offerPath}`]: () => json(jobOfferDetail({ id: OFFER, needCv: 0 })),
      [`GET ${PATHS.cvs}`]: () => json([]),
      [`POST ${PATHS.jobmatchApplyJob}`]: () => apiError('BE_ALREADY_INTERVIEW', 400),
    });
    writeDraft(filled());
    renderBooking(paths.sendAppointment);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the booking' }));
    expect(
      await screen.findByText('You have already had an interview for this position'),
    ).toBeInTheDocument();
    expect(readDraft()).not.toBeNull();
  });
});

describe('preview-resume', () => {
  it('shows a hidden resume as the employer sees it: hidden', async () => {
    fakeApi({
      [`GET ${PATHS.profileV2}`]: () => json(status({ voProfile: profile({ isPublic: 0 }) })),
    });
    renderWithProviders(<PreviewResumePage renderResume={() => <p>The resume</p>} />);
    expect(await screen.findByText(/You chose to hide your resume/)).toBeInTheDocument();
    expect(screen.queryByText('The resume')).toBeNull();
  });

  it('shows a published resume', async () => {
    fakeApi({ [`GET ${PATHS.profileV2}`]: () => json(status()) });
    renderWithProviders(<PreviewResumePage renderResume={(p) => <p>Resume of {p.docNum}</p>} />);
    expect(await screen.findByText(/Resume of/)).toBeInTheDocument();
  });
});
