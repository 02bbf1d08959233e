import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { buildPath, LIMITS, PATHS, validationText } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { failingOnce, fakeApi, json } from '@/test/fake-api.ts';
import { retryFailedLoad } from '@/test/load-failure.ts';
import { cvFile } from '@/test/profile-factories.ts';
import { setBridgeForTests } from '@/shared/lib/bridge/current-bridge.ts';
import { createBrowserBridge } from '@/shared/lib/bridge/browser-bridge.ts';
import { initLocale } from '@/shared/lib/locale.ts';
import { setToken } from '@/shared/lib/session.ts';
import { CvFiles } from './ui/cv-files.tsx';
import { UploadPage } from './pages/cv-file-pages.tsx';
import { checkCvFile } from './lib/check-file.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

beforeEach(() => {
  localStorage.clear();
  initLocale('?language=en');
  setToken('token-1');
});
afterEach(() => {
  setBridgeForTests(null);
  vi.unstubAllGlobals();
});

describe('the CV files', () => {
  it('shows the resume-attachment card and hides the add button when one CV exists', async () => {
    fakeApi({ [`GET ${PATHS.cvs}`]: () => json([cvFile()]) });
    renderWithProviders(<CvFiles />);
    const card = await screen.findByRole('article', { name: 'My CV' });
    expect(within(card).getByText('my-cv.pdf')).toBeInTheDocument();
    expect(within(card).getByText('2025/03/04 13:06')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a CV file' })).toBeNull();
    expect(screen.getByText(/Only one CV file is kept/)).toBeInTheDocument();
  });

  it('offers the add button when there is none', async () => {
    fakeApi({ [`GET ${PATHS.cvs}`]: () => json([]) });
    renderWithProviders(<CvFiles />);
    expect(await screen.findByRole('link', { name: 'Add a CV file' })).toHaveAttribute(
      'href',
      '/cv-file/file-method',
    );
    expect(screen.getByText('You have no CV file yet.')).toBeInTheDocument();
  });

  it('says so when the files cannot be read, and reads them again on retry', async () => {
    fakeApi({ [`GET ${PATHS.cvs}`]: failingOnce(() => json([cvFile()])) });
    renderWithProviders(<CvFiles />);
    await retryFailedLoad('Your CV files could not be loaded');
    expect(await screen.findByRole('article', { name: 'My CV' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a blank name and renames with a real one', async () => {
    const api = fakeApi({
      [`GET ${PATHS.cvs}`]: () => json([cvFile()]),
      [`PUT ${buildPath(PATHS.cv, { cvUid: 'cv-1' })}`]: () => json(cvFile({ cvName: 'Chef CV' })),
    });
    renderWithProviders(<CvFiles />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const name = screen.getByLabelText('CV name');
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      validationText('validation.required', 'en'),
    );
    expect(api.to('PUT', buildPath(PATHS.cv, { cvUid: 'cv-1' }))).toHaveLength(0);

    await userEvent.clear(name);
    await userEvent.type(name, 'Chef CV');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.to('PUT', buildPath(PATHS.cv, { cvUid: 'cv-1' }))).toHaveLength(1),
    );
    expect(api.to('PUT', buildPath(PATHS.cv, { cvUid: 'cv-1' }))[0].body).toEqual({
      cvName: 'Chef CV',
    });
  });
});

describe('checking a CV file before upload', () => {
  it('accepts the five types under 8 MB and refuses others, empty and large files', () => {
    for (const ext of ['pdf', 'doc', 'docx', 'txt', 'rtf'])
      expect(checkCvFile({ name: `cv.${ext}`, size: 10 })).toBeNull();
    expect(checkCvFile({ name: 'CV.PDF', size: 10 })).toBeNull();
    expect(checkCvFile({ name: 'cv.exe', size: 10 })?.code).toBe('FILE_TYPE_ILLEGAL');
    expect(checkCvFile({ name: 'cv', size: 10 })?.code).toBe('FILE_TYPE_ILLEGAL');
    expect(checkCvFile({ name: 'cv.pdf', size: 0 })?.code).toBe('FILE_EMPTY');
    expect(checkCvFile({ name: 'cv.pdf', size: LIMITS.cvMaxBytes })).toEqual({
      code: 'FILE_SIZE_TOO_LARGE',
      args: [8],
    });
    expect(checkCvFile({ name: 'cv.pdf', size: LIMITS.cvMaxBytes - 1 })).toBeNull();
  });
});

/** An XMLHttpRequest the test drives: it reports upload progress, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('uploading a CV file', () => {
  function pickWith(file: File) {
    const bridge = createBrowserBridge();
    setBridgeForTests({ ...bridge, selectFile: () => Promise.resolve(file) });
  }

  it('shows the progress while the file is sent, then returns to the CV files', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeApi({ [`GET ${PATHS.cvs}`]: () => json([]) });
    pickWith(new File(['%PDF-1.4 hello'], 'chef.pdf', { type: 'application/pdf' }));
    renderWithProviders(
      <Routes>
        <Route path="/cv-file/upload" element={<UploadPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/cv-file/upload' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a file' }));
    expect(await screen.findByText('Chosen: chef.pdf')).toBeInTheDocument();
    expect(screen.getByLabelText('CV name')).toHaveValue('chef');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(`${PATHS.cvs}?cvName=chef&fileName=chef.pdf`);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect((xhr.body?.get('file') as File).name).toBe('chef.pdf');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '40',
    );
    xhr.respond(200, cvFile({ cvName: 'chef', uploadFileName: 'chef.pdf' }));
    expect(await screen.findByText('At /cv?tab=1')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    fakeApi({ [`GET ${PATHS.cvs}`]: () => json([]) });
    pickWith(new File(['MZ'], 'tool.exe'));
    renderWithProviders(<UploadPage />, { route: '/cv-file/upload' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a file' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unsupported file format');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file first');
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the server refusal with its limit', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    fakeApi({ [`GET ${PATHS.cvs}`]: () => json([]) });
    pickWith(new File(['%PDF'], 'big.pdf'));
    renderWithProviders(<UploadPage />, { route: '/cv-file/upload' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose a file' }));
    await screen.findByText('Chosen: big.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    FakeXhr.last!.respond(413, { code: 'FILE_SIZE_TOO_LARGE', errorArgs: [8] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file exceeds the limit of 8 MB',
    );
  });
});
