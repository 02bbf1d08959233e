import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { apiError, changedBy, fakeApi, json } from '@/test/fake-api.ts';
import {
  checkUnemploymentRefuse,
  checkUnemploymentSupplement,
} from '../lib/unemployment-form-checks.ts';
import {
  renderUnemployment,
  unemploymentActionPath,
  unemploymentDetail,
  unemploymentPath,
} from '@/test/console/unemployment-fixtures.tsx';
import { setUpConsoleTests } from '@/test/console/setup.ts';

vi.mock('@/shared/lib/confirm-dialog.ts', () => ({ confirmDialog: vi.fn(async () => true) }));

const APPROVE = unemploymentActionPath('consoleUnemploymentApprove');
const REFUSE = unemploymentActionPath('consoleUnemploymentRefuse');
const SUPPLEMENT = unemploymentActionPath('consoleUnemploymentSupplement');

setUpConsoleTests();

describe('the unemployment form checks', () => {
  it('need a reason and a request, each at most 500 characters', () => {
    expect(checkUnemploymentRefuse({ reason: '' })).toEqual({ reason: 'validation.required' });
    expect(checkUnemploymentRefuse({ reason: '   ' })).toEqual({ reason: 'validation.required' });
    expect(checkUnemploymentRefuse({ reason: 'x'.repeat(501) })).toEqual({
      reason: 'validation.maxLength|500',
    });
    expect(checkUnemploymentRefuse({ reason: 'x'.repeat(500) })).toEqual({});
    expect(checkUnemploymentSupplement({ request: '' })).toEqual({
      request: 'validation.required',
    });
    expect(checkUnemploymentSupplement({ request: 'x'.repeat(501) })).toEqual({
      request: 'validation.maxLength|500',
    });
    expect(checkUnemploymentSupplement({ request: 'Your last payslip' })).toEqual({});
  });
});

describe('deciding on an unemployment registration', () => {
  it('approves once confirmed, then shows it approved with nothing more to do', async () => {
    const api = fakeApi(
      changedBy(unemploymentPath, APPROVE, {
        before: unemploymentDetail(),
        after: unemploymentDetail({
          state: 3,
          stateDesc: 'Approved',
          decidedAt: '2026-11-22T03:00:00.000Z',
          history: [
            ...unemploymentDetail().history,
            {
              action: 'approved',
              actionDesc: 'Registration approved',
              at: '2026-11-22T03:00:00.000Z',
              actor: 'staff',
              actorName: 'Lei Man Hou',
              detail: null,
            },
          ],
        }),
      }),
    );
    renderUnemployment();
    const form = await screen.findByRole('form', { name: 'Approve the registration' });
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(confirmDialog).toHaveBeenCalledWith(
      'Approve this unemployment registration?',
      'Approve',
      'Cancel',
    );
    expect(api.to('POST', APPROVE)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(api.to('POST', APPROVE)[0]?.body).toEqual({});
    expect(screen.getByText('2026/11/22 11:00 · Lei Man Hou')).toBeInTheDocument();
    expect(screen.getByText('Decided', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '2026/11/22 11:00',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks for supplements only with a request, then waits for the seeker', async () => {
    const request = 'The social-security record of your last month';
    const api = fakeApi(
      changedBy(unemploymentPath, SUPPLEMENT, {
        before: unemploymentDetail(),
        after: unemploymentDetail({
          state: 2,
          stateDesc: 'Documents requested',
          supplementList: [
            {
              id: 5,
              request,
              requestedAt: '2026-11-22T03:00:00.000Z',
              requestedBy: 'Lei Man Hou',
              answeredAt: null,
              remark: null,
            },
          ],
        }),
      }),
    );
    renderUnemployment();
    const form = await screen.findByRole('form', { name: 'Ask for additional documents' });
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for documents' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByLabelText(/What is asked/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', SUPPLEMENT)).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/What is asked/), `  ${request} `);
    expect(within(form).queryByText('This field is required')).toBeNull();
    expect(within(form).getByText('48 of 500 characters')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for documents' }));
    expect(await screen.findByText("Waiting for the seeker's documents")).toBeInTheDocument();
    expect(api.to('POST', SUPPLEMENT)[0]?.body).toEqual({ request });
    expect(screen.getByText('Documents requested', { selector: 'p > span' })).toBeInTheDocument();
    expect(screen.getByText('Asked 2026/11/22 11:00 by Lei Man Hou')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('refuses only with a reason, and shows the catalogue message of a refused action', async () => {
    const api = fakeApi({
      [`GET ${unemploymentPath}`]: () => json(unemploymentDetail()),
      [`POST ${REFUSE}`]: () => apiError('BE_UNEMPLOYMENT_STATE_INVALID', 409),
    });
    renderUnemployment();
    const form = await screen.findByRole('form', { name: 'Refuse the registration' });
    await userEvent.type(within(form).getByLabelText(/Reason/), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    expect(api.to('POST', REFUSE)).toHaveLength(0);
    // The field holds at most 500 characters.
    expect(within(form).getByLabelText(/Reason/)).toHaveAttribute('maxLength', '500');

    await userEvent.type(within(form).getByLabelText(/Reason/), 'Left of their own will');
    await userEvent.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText(
        'This unemployment registration is not in a state that allows this',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(api.to('POST', REFUSE)[0]?.body).toEqual({ reason: 'Left of their own will' });
    // Still under review: the forms stay.
    expect(screen.getByRole('form', { name: 'Refuse the registration' })).toBeInTheDocument();
  });

  it('shows a refused registration with its reason, and offers nothing more', async () => {
    fakeApi({
      [`GET ${unemploymentPath}`]: () =>
        json(
          unemploymentDetail({
            state: 4,
            stateDesc: 'Refused',
            decidedAt: '2026-11-22T03:00:00.000Z',
            refusalReason: 'Left of their own will',
          }),
        ),
    });
    renderUnemployment();
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(
      screen.getByText('Reason for refusing', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent('Left of their own will');
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/staff/unemployment?state=4',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});
