import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_UNEMPLOYMENT_PATHS } from '@vaga/contract';
import { apiError, fakeApi, json, page } from '@/test/fake-api.ts';
import { saveFile } from '@/shared/lib/save-file.ts';
import {
  attachment,
  attachmentPath,
  renderUnemployment,
  renderUnemploymentQueue as renderQueue,
  unemploymentCard,
  unemploymentDetail,
  unemploymentPath,
} from '@/test/console/unemployment-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

setUpConsoleTests();

vi.mock('@/shared/lib/save-file.ts', () => ({ saveFile: vi.fn(async () => undefined) }));

const LIST = CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployments;

describe('the unemployment queue', () => {
  it('shows what is under review first, each card with its facts, and another state on its tab', async () => {
    const api = fakeApi({
      [`GET ${LIST}`]: (call) =>
        page([
          call.query.get('state') === '2'
            ? unemploymentCard({
                id: 18,
                referenceNo: 'SD20261121-0018',
                state: 2,
                stateDesc: 'Documents requested',
                fileCount: 1,
              })
            : unemploymentCard(),
        ]),
    });
    renderQueue();
    const link = await screen.findByRole('link', { name: 'SD20261120-0017 · Chan Tai Man' });
    expect(link).toHaveAttribute('href', '/staff/unemployment/17');
    const card = link.closest('li')!;
    expect(within(card).getByText('Under review')).toBeInTheDocument();
    expect(within(card).getByText('Last employer: Golden Lotus Hotel')).toBeInTheDocument();
    expect(
      within(card).getByText('left on 2026/10/31 · submitted 2026/11/20 10:00 · 2 files'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Under review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('1 registration')).toBeInTheDocument();
    const first = api.to('GET', LIST)[0]!;
    expect([first.query.get('state'), first.query.get('page'), first.query.get('size')]).toEqual([
      '1',
      '0',
      '20',
    ]);

    await userEvent.click(screen.getByRole('tab', { name: 'Documents requested' }));
    const other = await screen.findByRole('link', { name: 'SD20261121-0018 · Chan Tai Man' });
    expect(within(other.closest('li')!).getByText(/· 1 file$/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Documents requested' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.to('GET', LIST).at(-1)?.query.get('state')).toBe('2');
  });

  it('pages through a long queue, and says when a state has none', async () => {
    const api = fakeApi({
      [`GET ${LIST}`]: (call) =>
        call.query.get('state') === '4'
          ? page([])
          : page([unemploymentCard({ id: 30 + Number(call.query.get('page')) })], 45),
    });
    renderQueue('/staff/unemployment?state=3');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.to('GET', LIST).at(-1)?.query.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: /SD20261120-0017/ })).toHaveAttribute(
      'href',
      '/staff/unemployment/31',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Refused' }));
    expect(await screen.findByText('No unemployment registrations here.')).toBeInTheDocument();
  });

  it('says so when the queue cannot be loaded', async () => {
    fakeApi({ [`GET ${LIST}`]: () => apiError('FORBIDDEN_ROLE', 403) });
    renderQueue();
    expect(
      await screen.findByText('The unemployment registrations could not be loaded.'),
    ).toBeInTheDocument();
  });
});

const answered = unemploymentDetail({
  attachments: [
    ...unemploymentDetail().attachments,
    attachment({
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      kind: 'supplement',
      fileName: 'social-security.png',
      contentType: 'image/png',
      size: 820,
      supplementId: 5,
    }),
  ],
  supplementList: [
    {
      id: 5,
      request: 'The social-security record of your last month',
      requestedAt: '2026-11-20T06:00:00.000Z',
      requestedBy: 'Lei Man Hou',
      answeredAt: '2026-11-21T01:30:00.000Z',
      remark: 'Here it is',
    },
  ],
  history: [
    ...unemploymentDetail().history,
    {
      action: 'supplementRequested',
      actionDesc: 'Additional documents requested',
      at: '2026-11-20T06:00:00.000Z',
      actor: 'staff',
      actorName: 'Lei Man Hou',
      detail: 'The social-security record of your last month',
    },
    {
      action: 'supplemented',
      actionDesc: 'Additional documents sent',
      at: '2026-11-21T01:30:00.000Z',
      actor: 'seeker',
      actorName: null,
      detail: 'Here it is',
    },
  ],
});

describe('an unemployment registration', () => {
  it('shows every answer, the files by kind, the requests with their answers and the history', async () => {
    fakeApi({ [`GET ${unemploymentPath}`]: () => json(answered) });
    renderUnemployment();
    expect(
      await screen.findByRole('heading', { name: 'SD20261120-0017 · Chan Tai Man' }),
    ).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling;
    expect(fact('Reference number')).toHaveTextContent('SD20261120-0017');
    expect(fact('Identity document number')).toHaveTextContent('1234567(8)');
    expect(fact('Date the employment ended')).toHaveTextContent('2026/10/31');
    expect(fact('Last employer')).toHaveTextContent('Golden Lotus Hotel');
    expect(fact('Latest job')).toHaveTextContent('Receptionist');
    expect(fact('Why the employment ended')).toHaveTextContent('The business closed');
    expect(fact('Last salary')).toHaveTextContent('$15,000/month');
    expect(fact('Submitted')).toHaveTextContent('2026/11/20 10:00');
    expect(screen.getByText('All files: 1.7 MB of at most 8.0 MB')).toBeInTheDocument();

    const separation = screen.getByRole('list', { name: 'Separation document' });
    expect(within(separation).getByText('dismissal-letter.pdf')).toBeInTheDocument();
    expect(within(separation).getByText('PDF · 240 KB · 2026/11/19 11:00')).toBeInTheDocument();
    const proof = screen.getByRole('list', { name: 'Other proof' });
    expect(within(proof).getByText('JPG · 1.5 MB · 2026/11/19 11:00')).toBeInTheDocument();
    expect(within(proof).queryByText('social-security.png')).toBeNull();

    const requests = screen.getByRole('heading', {
      name: 'Additional documents requested (1)',
    }).parentElement!;
    expect(within(requests).getByText('Asked 2026/11/20 14:00 by Lei Man Hou')).toBeInTheDocument();
    expect(
      within(requests).getByText('The social-security record of your last month'),
    ).toBeInTheDocument();
    expect(within(requests).getByText('Sent by the seeker 2026/11/21 09:30')).toBeInTheDocument();
    expect(within(requests).getByText("Seeker's remark: Here it is")).toBeInTheDocument();
    const sent = within(requests).getByRole('list', { name: 'Documents sent 2026/11/21 09:30' });
    expect(within(sent).getByText('PNG · 820 B · 2026/11/19 11:00')).toBeInTheDocument();

    const history = screen.getByRole('heading', { name: 'History' }).parentElement!;
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Registration submitted2026/11/20 10:00 · job seeker',
      'Additional documents requested2026/11/20 14:00 · Lei Man HouThe social-security record of your last month',
      'Additional documents sent2026/11/21 09:30 · job seekerHere it is',
    ]);
    // Under review again: every action is offered.
    expect(screen.getByRole('form', { name: 'Approve the registration' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Ask for additional documents' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Refuse the registration' })).toBeInTheDocument();
  });

  it('downloads a file with the console token, under its own name', async () => {
    const api = fakeApi({
      [`GET ${unemploymentPath}`]: () => json(answered),
      [`GET ${attachmentPath('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e')}`]: () =>
        new Response('PNG bytes', { headers: { 'Content-Type': 'image/png' } }),
    });
    renderUnemployment();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download social-security.png' }),
    );
    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!;
    expect(name).toBe('social-security.png');
    expect(await blob.text()).toBe('PNG bytes');
    const fetched = vi.mocked(fetch).mock.calls.at(-1)!;
    expect(new Headers(fetched[1]?.headers).get('Authorization')).toBe('Bearer token-1');
    expect(api.to('GET', attachmentPath('2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'))).toHaveLength(1);
  });

  it('shows the catalogue message when a file cannot be downloaded', async () => {
    fakeApi({ [`GET ${unemploymentPath}`]: () => json(unemploymentDetail()) });
    renderUnemployment();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download dismissal-letter.pdf' }),
    );
    expect(
      await screen.findByText('Request failed: not found', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says so when the registration cannot be loaded, with the way back', async () => {
    fakeApi({ [`GET ${unemploymentPath}`]: () => apiError('NOT_FOUND', 404) });
    renderUnemployment();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('This unemployment registration could not be loaded.');
    expect(within(failure).getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/staff/unemployment',
    );
  });
});
