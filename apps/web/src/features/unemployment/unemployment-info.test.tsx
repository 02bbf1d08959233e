import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, type UnemploymentRegistration } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { failingOnce, fakeApi, json } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { FakeXhr } from '@/test/fake-xhr.ts';
import { itemTexts } from '@/test/queries.ts';
import { setUpResidentTests } from '@/test/resident-setup.ts';
import { unemploymentAttachment, unemploymentRegistration } from '@/test/unemployment-factories.ts';
import { setBridgeForTests } from '@/shared/lib/bridge/current-bridge.ts';
import { createBrowserBridge } from '@/shared/lib/bridge/browser-bridge.ts';
import { UnemployedInfoPage } from './pages/unemployed-info-page.tsx';
import { UnemployedResultPage } from './pages/unemployed-result-page.tsx';

const submitted = {
  action: 'submitted' as const,
  actionDesc: 'Registration submitted',
  at: '2026-11-20T03:00:00.000Z',
  actor: 'seeker' as const,
  actorName: null,
  detail: null,
};

setUpResidentTests(FakeXhr.install);

describe('the unemployment info page', () => {
  it('says what the registration is, who may file it, what to prepare, and offers to start', async () => {
    fakeApi({ [`GET ${PATHS.unemployment}`]: () => json({ registration: null }) });
    renderWithProviders(<UnemployedInfoPage />, { route: '/unemployed-info' });
    expect(screen.getByRole('heading', { name: 'Who may register' })).toBeInTheDocument();
    expect(screen.getByText(/Files in PDF, JPG or PNG, 8 MB in all/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start a registration' })).toHaveAttribute(
      'href',
      '/unemployed-process',
    );
    expect(screen.queryByRole('heading', { name: 'Your latest registration' })).toBeNull();
  });

  it('says so when the registration cannot be read, and reads it again on retry', async () => {
    fakeApi({ [`GET ${PATHS.unemployment}`]: failingOnce(() => json({ registration: null })) });
    renderWithProviders(<UnemployedInfoPage />, { route: '/unemployed-info' });
    await retryFailedLoad();
    expect(await screen.findByRole('link', { name: 'Start a registration' })).toBeInTheDocument();
  });

  it('offers to continue a draft, with the last time it can be resumed', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
    });
    renderWithProviders(<UnemployedInfoPage />, { route: '/unemployed-info' });
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(
      screen.getByText('This draft can be continued until 2026/12/05 10:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the registration' })).toHaveAttribute(
      'href',
      '/unemployed-process',
    );
    expect(screen.queryByRole('link', { name: 'Start a registration' })).toBeNull();
  });

  it('shows a refusal with its reason and history, and offers a new registration', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () =>
        json({
          registration: unemploymentRegistration({
            state: 4,
            stateDesc: 'Refused',
            referenceNo: 'SD20261120-3',
            submittedAt: submitted.at,
            decidedAt: '2026-11-21T04:00:00.000Z',
            refusalReason: 'The letter shows a resignation by agreement.',
            history: [
              submitted,
              {
                action: 'refused',
                actionDesc: 'Registration refused',
                at: '2026-11-21T04:00:00.000Z',
                actor: 'staff',
                actorName: null,
                detail: 'The letter shows a resignation by agreement.',
              },
            ],
          }),
        }),
    });
    renderWithProviders(<UnemployedInfoPage />, { route: '/unemployed-info' });
    expect(await screen.findByText('SD20261120-3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reason for the refusal' })).toBeInTheDocument();
    expect(itemTexts(screen.getByRole('list', { name: 'History' }))).toEqual([
      'Registration submittedYou · 2026/11/20 11:00',
      'Registration refusedStaff · 2026/11/21 12:00The letter shows a resignation by agreement.',
    ]);
    expect(screen.getByRole('link', { name: 'Start a registration' })).toBeInTheDocument();
  });

  it('shows what staff asked for, uploads supplement files with progress, and sends them', async () => {
    const registration = unemploymentRegistration({
      state: 2,
      stateDesc: 'Documents requested',
      referenceNo: 'SD20261120-3',
      openSupplement: {
        id: 5,
        request: 'Please add your last payslip.',
        requestedAt: '2026-11-21T04:00:00.000Z',
        answeredAt: null,
        remark: null,
        attachments: [],
      },
    });
    let state = registration;
    const api = fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: state }),
      [`POST ${PATHS.unemploymentSupplements}`]: () => {
        state = { ...registration, state: 1, stateDesc: 'Under review', openSupplement: null };
        return json({ registration: state });
      },
    });
    renderWithProviders(<UnemployedInfoPage />, { route: '/unemployed-info' });
    expect(await screen.findByText('Please add your last payslip.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the documents' }));
    const asked = screen.getByRole('region', { name: 'Requested documents' });
    expect(within(asked).getByRole('heading', { name: 'Requested documents' })).toHaveClass(
      'vaga-field__label--required',
    );
    expect(within(asked).getByRole('alert')).toHaveTextContent('This field is required');
    expect(api.to('POST', PATHS.unemploymentSupplements)).toHaveLength(0);

    setBridgeForTests({
      ...createBrowserBridge(),
      selectFile: () =>
        Promise.resolve(
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'pay.png'),
        ),
    });
    await userEvent.click(within(asked).getByRole('button', { name: /Add a file/ }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect(FakeXhr.last!.url).toBe(`${PATHS.unemploymentUploads}?kind=supplement`);
    act(() => FakeXhr.last!.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 }));
    expect(await screen.findByText('Uploading… 75%')).toBeInTheDocument();
    const stored = unemploymentAttachment({
      id: '6a1b2c3d-0000-4000-8000-000000000001',
      kind: 'supplement',
      fileName: 'pay.png',
      contentType: 'image/png',
      size: 8,
    });
    act(() => FakeXhr.last!.respond(200, { attachments: [stored], totalBytes: 1024 * 1024 + 8 }));
    expect(await within(asked).findByRole('button', { name: 'pay.png' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Remark (optional)'), 'Here it is');
    await userEvent.click(screen.getByRole('button', { name: 'Send the documents' }));
    await waitFor(() => expect(api.to('POST', PATHS.unemploymentSupplements)).toHaveLength(1));
    expect(api.to('POST', PATHS.unemploymentSupplements)[0].body).toEqual({
      supplementList: [{ attachmentId: stored.id }],
      remark: 'Here it is',
    });
    expect(await screen.findByText('Under review')).toBeInTheDocument();
  });
});

/** The result page, over the registration the server answers. */
function renderResult(registration: UnemploymentRegistration) {
  fakeApi({ [`GET ${PATHS.unemployment}`]: () => json({ registration }) });
  renderWithProviders(<UnemployedResultPage />, { route: '/unemployed-result' });
}

/** A registration submitted on 2026/11/22 09:30 and decided two days later. */
const decided = (overrides: Partial<UnemploymentRegistration>) =>
  unemploymentRegistration({
    submittedAt: '2026-11-22T01:30:00.000Z',
    decidedAt: '2026-11-24T02:00:00.000Z',
    ...overrides,
  });

function expectFollowLink() {
  expect(screen.getByRole('link', { name: 'Follow my registration' })).toHaveAttribute(
    'href',
    '/unemployed-info',
  );
}

describe('the unemployment result page', () => {
  it('shows the reference number and what happens next', async () => {
    renderResult(
      decided({
        state: 1,
        stateDesc: 'Under review',
        referenceNo: 'SD20261122-4',
        decidedAt: null,
      }),
    );
    expect(await screen.findByText('SD20261122-4')).toBeInTheDocument();
    expect(screen.getByText('Submitted on 2026/11/22 09:30')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('State: Under review');
    expect(screen.getByText(/may ask you for more documents/)).toBeInTheDocument();
    expectFollowLink();
  });

  it('shows a refused registration as refused, with the reason, not as under review', async () => {
    renderResult(
      decided({
        state: 4,
        stateDesc: 'Refused',
        referenceNo: 'SD20261122-5',
        refusalReason: 'The separation letter is not signed by the employer',
      }),
    );
    expect(
      await screen.findByText('The separation letter is not signed by the employer'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reason for the refusal' })).toBeInTheDocument();
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByText('SD20261122-5')).toBeInTheDocument();
    expect(screen.queryByText('Registration submitted', { selector: 'h2' })).toBeNull();
    expect(screen.queryByText(/review your registration/)).toBeNull();
    expect(screen.queryByText(/may ask you for more documents/)).toBeNull();
    expectFollowLink();
  });

  it('shows an approved registration as approved', async () => {
    renderResult(decided({ state: 3, stateDesc: 'Approved', referenceNo: 'SD20261122-6' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByText(/review your registration/)).toBeNull();
  });

  it('has nothing to show for a draft', async () => {
    renderResult(unemploymentRegistration());
    expect(
      await screen.findByRole('heading', { name: 'No submitted registration to show.' }),
    ).toBeInTheDocument();
  });
});
