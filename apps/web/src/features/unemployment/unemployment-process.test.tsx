import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS, UNEMPLOYMENT_LIMITS, validationText } from '@vaga/contract';
import { renderRoutes } from '@/test/render.tsx';
import { apiError, failingOnce, fakeApi, json } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { FakeXhr } from '@/test/fake-xhr.ts';
import { setUpResidentTests } from '@/test/resident-setup.ts';
import { registrationReferences } from '@/test/jobseek-factories.ts';
import { unemploymentAttachment, unemploymentRegistration } from '@/test/unemployment-factories.ts';
import { setBridgeForTests } from '@/shared/lib/bridge/current-bridge.ts';
import { createBrowserBridge } from '@/shared/lib/bridge/browser-bridge.ts';
import { UnemployedProcessPage } from './pages/unemployed-process-page.tsx';
import { validateValues, valuesOf } from './lib/form-values.ts';

const compress = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: compress }));

const renderProcess = () =>
  renderRoutes({ '/unemployed-process': <UnemployedProcessPage /> }, '/unemployed-process');

function pickWith(file: File) {
  setBridgeForTests({ ...createBrowserBridge(), selectFile: () => Promise.resolve(file) });
}

const required = validationText('validation.required', 'en');

setUpResidentTests(FakeXhr.install);

describe('the unemployment form', () => {
  it('resumes the draft: fields and files as saved, the total against 8 MB', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    expect(await screen.findByLabelText("Last employer's name")).toHaveValue(
      'Golden Lotus Restaurant',
    );
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Date the employment ended/ })).toHaveTextContent(
      '2026/10/31',
    );
    expect(screen.getByLabelText('Latest job')).toHaveValue('1');
    expect(screen.getByLabelText('Why the employment ended')).toHaveValue('3');
    expect(screen.getByLabelText('Last salary (MOP)')).toHaveValue('15000');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'dismissal-letter.pdf' })).toBeInTheDocument();
    expect(screen.getByText('1.0 MB of 8 MB used')).toBeInTheDocument();
    const titled = (name: string) => screen.getByRole('heading', { name });
    expect(titled('Separation document')).toHaveClass('vaga-field__label--required');
    expect(titled('Other proof')).not.toHaveClass('vaga-field__label--required');
  });

  it('checks the details as the server does before going on, and asks words for "other"', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: null }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const company = screen.getByLabelText("Last employer's name");
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(required).length).toBeGreaterThan(2);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Why the employment ended'), 'Other');
    expect(screen.getByLabelText('The reason, in words')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Last salary (MOP)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Last salary (MOP)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('The reason, in words')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads the options again after a failure, and marks what a submission must have', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: null }),
      [`GET ${PATHS.references}`]: failingOnce(() => json(registrationReferences())),
    });
    renderProcess();
    await retryFailedLoad();
    const marked = (label: string) => screen.getByLabelText(label).getAttribute('aria-required');
    expect(await screen.findByLabelText("Last employer's name")).toHaveAttribute(
      'aria-required',
      'true',
    );
    for (const label of ['Why the employment ended', 'Last salary (MOP)', 'Salary paid per'])
      expect(marked(label), label).toBe('true');
    // A button may not carry aria-required: the date's label carries the mark.
    const date = screen.getByLabelText('Date the employment ended');
    expect(date).not.toHaveAttribute('aria-required');
    expect(screen.getByText('Date the employment ended', { selector: 'label' })).toHaveClass(
      'vaga-field__label--required',
    );
    // The job is one of two fields: neither is marked.
    expect(marked('Latest job')).toBeNull();
    expect(marked('Latest job, in words')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Why the employment ended'), 'Other');
    expect(marked('The reason, in words')).toBe('true');
  });

  it('refuses a resigned date after today, by the contract rules', () => {
    const values = valuesOf(unemploymentRegistration());
    expect(validateValues(values, '2026-11-22')).toEqual({});
    expect(validateValues({ ...values, resignedDate: '2026-11-23' }, '2026-11-22')).toEqual({
      resignedDate: 'validation.future',
    });
    expect(
      validateValues({ ...values, typeJobTitleId: null, textJobTitle: ' ' }, '2026-11-22'),
    ).toEqual({ typeJobTitleId: 'validation.atLeastOne' });
  });

  it('saves the draft while the seeker types, and when a step is left', async () => {
    const api = fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: null }),
      [`POST ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.type(await screen.findByLabelText("Last employer's name"), 'Lotus');
    await waitFor(() => expect(api.to('POST', PATHS.unemployment)).toHaveLength(1), {
      timeout: 4000,
    });
    expect(api.to('POST', PATHS.unemployment)[0].body).toMatchObject({
      action: 'save',
      lastEmployCompanyName: 'Lotus',
      resignedDate: null,
    });
  });

  it('saves the draft at once when the page is hidden, the request outliving the page', async () => {
    const api = fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: null }),
      [`POST ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.type(await screen.findByLabelText('Latest job, in words'), 'Cook');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(api.to('POST', PATHS.unemployment)).toHaveLength(1), {
      timeout: 500,
    });
    expect(api.to('POST', PATHS.unemployment)[0].body).toMatchObject({
      action: 'save',
      latestJobObj: { typeJobTitleId: null, textJobTitle: 'Cook' },
    });
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.find(
      ([, options]) => options.method === 'POST',
    );
    expect(init?.[1].keepalive).toBe(true);
  });

  it('refuses a Word file, an empty file and a file past the 8 MB total before sending', async () => {
    const nearlyFull = unemploymentAttachment({ size: UNEMPLOYMENT_LIMITS.totalMaxBytes - 5 });
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () =>
        json({ registration: unemploymentRegistration({ attachments: [nearlyFull] }) }),
      [`POST ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const proof = await screen.findByRole('region', { name: 'Other proof' });
    const add = within(proof).getByRole('button', { name: 'Add a file: Other proof' });

    pickWith(new File([new Uint8Array([0x50, 0x4b, 3, 4, 0, 0])], 'letter.docx'));
    await userEvent.click(add);
    expect(await within(proof).findByRole('alert')).toHaveTextContent('Unsupported file format');

    pickWith(new File([], 'blank.pdf'));
    await userEvent.click(add);
    expect(await within(proof).findByRole('alert')).toHaveTextContent('The file is empty');

    pickWith(new File(['%PDF-1.4 ten bytes'], 'payslip.pdf'));
    await userEvent.click(add);
    expect(await within(proof).findByRole('alert')).toHaveTextContent(
      'The total file size cannot exceed 8 MB',
    );
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('removes a file of the draft with DELETE, and counts it out of the total', async () => {
    const second = unemploymentAttachment({
      id: '0b6f3c1e-4a55-4c1a-9a57-2d1d3c0f0a02',
      kind: 'proof',
      fileName: 'payslip.pdf',
      size: 512 * 1024,
    });
    const removed = `${PATHS.unemploymentAttachment.replace(':id', second.id)}`;
    const api = fakeApi({
      [`GET ${PATHS.unemployment}`]: () =>
        json({
          registration: unemploymentRegistration({
            attachments: [unemploymentAttachment(), second],
          }),
        }),
      [`DELETE ${removed}`]: () => new Response(null, { status: 204 }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('1.5 MB of 8 MB used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove payslip.pdf' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'payslip.pdf' })).toBeNull());
    expect(api.to('DELETE', removed)).toHaveLength(1);
    expect(screen.getByText('1.0 MB of 8 MB used')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'dismissal-letter.pdf' })).toBeInTheDocument();
  });

  it('inside the government app, asks for the storage permission before picking a file', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    const selectFile = vi.fn(() => Promise.resolve(new File(['%PDF-1.4'], 'a.pdf')));
    const grantPermission = vi.fn(() => Promise.resolve(false));
    setBridgeForTests({
      ...createBrowserBridge(),
      inApp: true,
      checkPermission: () => Promise.resolve(false),
      grantPermission,
      selectFile,
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add a file: Separation document' }),
    );
    await waitFor(() => expect(grantPermission).toHaveBeenCalledTimes(1));
    expect(selectFile).not.toHaveBeenCalled();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('uploads a file with its progress, then lists it and counts it in the total', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () =>
        json({ registration: unemploymentRegistration({ attachments: [] }) }),
      [`POST ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(
      within(screen.getByRole('region', { name: 'Separation document' })).getByRole('alert'),
    ).toHaveTextContent(required);

    pickWith(new File(['%PDF-1.4 letter'], 'letter.pdf'));
    await userEvent.click(screen.getByRole('button', { name: 'Add a file: Separation document' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(`${PATHS.unemploymentUploads}?kind=separation`);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect((xhr.body?.getAll('file')[0] as File).name).toBe('letter.pdf');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress of letter.pdf' }),
    ).toHaveAttribute('value', '40');
    const stored = unemploymentAttachment({ fileName: 'letter.pdf', size: 2 * 1024 * 1024 });
    act(() => xhr.respond(200, { attachments: [stored], totalBytes: stored.size }));
    expect(await screen.findByRole('button', { name: 'letter.pdf' })).toBeInTheDocument();
    expect(screen.getByText('2.0 MB of 8 MB used')).toBeInTheDocument();
    expect(screen.queryByText(required)).toBeNull();
  });

  it('scales a large photo down before upload and says so', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    compress.mockResolvedValueOnce(new Blob([new Uint8Array(629_146)], { type: 'image/jpeg' }));
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    pickWith(
      new File(
        [new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(3 * 1024 * 1024)],
        'payslip.jpg',
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a file: Other proof' }));
    expect(
      await screen.findByText('payslip.jpg was made smaller: 3.0 MB → 0.6 MB.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const sent = FakeXhr.last!.body?.getAll('file')[0] as File;
    expect(sent.size).toBe(629_146);
    expect(FakeXhr.last!.url).toBe(`${PATHS.unemploymentUploads}?kind=proof`);
  });

  it('shows every answer to check, each with a way back, then submits and shows the result', async () => {
    const api = fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`POST ${PATHS.unemployment}`]: () =>
        json({ registration: unemploymentRegistration({ state: 1, referenceNo: 'SD20261122-1' }) }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Check your answers' })).toBeInTheDocument();
    expect(screen.getByText('Golden Lotus Restaurant')).toBeInTheDocument();
    expect(screen.getByText('Cook')).toBeInTheDocument();
    expect(screen.getByText('The business closed')).toBeInTheDocument();
    expect(screen.getByText('$15,000/Monthly')).toBeInTheDocument();
    expect(screen.getByText('2026/10/31')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Change Last employer's name" }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit the registration' }));
    expect(await screen.findByText('At /unemployed-result')).toBeInTheDocument();
    const submitted = api.to('POST', PATHS.unemployment).at(-1);
    expect(submitted?.body).toMatchObject({
      action: 'submit',
      resignedDate: '2026-10-31',
      lastEmployCompanyName: 'Golden Lotus Restaurant',
      latestJobObj: { typeJobTitleId: 1, textJobTitle: null },
      resignedReasonId: 3,
      lastEmployJobSalaryAmount: 15000,
      lastEmployJobSalaryTypeId: 1,
    });
  });

  it("shows the server's refusal of a field next to it, with the catalogue message", async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () => json({ registration: unemploymentRegistration() }),
      [`POST ${PATHS.unemployment}`]: () =>
        apiError('VALIDATION_FAIL', 400, ['body.resignedDate', 'validation.future']),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit the registration' }));
    expect(await screen.findByText(validationText('validation.future', 'en'))).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('sends a registration under review to its page instead of the form', async () => {
    fakeApi({
      [`GET ${PATHS.unemployment}`]: () =>
        json({ registration: unemploymentRegistration({ state: 1, referenceNo: 'SD1-1' }) }),
      [`GET ${PATHS.references}`]: () => json(registrationReferences()),
    });
    renderProcess();
    expect(
      await screen.findByRole('heading', { name: 'Your registration has been submitted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Follow my registration' })).toHaveAttribute(
      'href',
      '/unemployed-info',
    );
  });
});
