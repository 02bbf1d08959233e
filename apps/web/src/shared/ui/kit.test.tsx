import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { Card } from './card.tsx';
import { ConsoleHistory, ConsoleRow } from '@/shared/console/console-rows.tsx';
import { HistoryCard } from './history-card.tsx';
import { Sheet } from './sheet.tsx';
import { StatusTag } from './status-tag.tsx';
import { TitledForm } from './titled-form.tsx';

describe('StatusTag', () => {
  it('shows its state in the colour of its tone, keeping the class it is given', () => {
    render(
      <StatusTag tone="warning" className="vaga-posting__tag">
        Pending
      </StatusTag>,
    );
    expect(screen.getByText('Pending').className).toBe(
      'vaga-status-tag vaga-status-tag--warning vaga-posting__tag',
    );
  });
});

describe('Card', () => {
  it('is a section with its title as a heading of the level asked', () => {
    render(
      <Card title="Statistics" titleLevel={3} aria-label="Vacancies">
        <p>12</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Vacancies' });
    expect(card).toHaveClass('vaga-card');
    expect(screen.getByRole('heading', { level: 3, name: 'Statistics' })).toBeInTheDocument();
  });
});

describe('Sheet', () => {
  it('is a modal dialog named by its heading that Escape closes', async () => {
    const onClose = vi.fn();
    render(
      <Sheet labelledBy="t" onClose={onClose}>
        <h2 id="t">Report the vacancy</h2>
        <button type="button">Send</button>
      </Sheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Report the vacancy' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('vaga-sheet__panel');
    screen.getByRole('button', { name: 'Send' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Escape from the sheet under it only when asked, and stands centred as a dialog', async () => {
    const under = vi.fn();
    const onClose = vi.fn();
    render(
      <div onKeyDown={under}>
        <Sheet kind="dialog" labelledBy="t" onClose={onClose} stopEscape>
          <h2 id="t">Not saved</h2>
          <button type="button">OK</button>
        </Sheet>
      </div>,
    );
    expect(screen.getByRole('dialog')).toHaveClass('vaga-dialog__panel');
    screen.getByRole('button', { name: 'OK' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(under).not.toHaveBeenCalled();
  });
});

describe('HistoryCard', () => {
  /** The namespace's words: `history.*` and `actors.*`, the actor as `by` names it. */
  const texts: Record<string, string> = {
    'history.title': 'History',
    'history.empty': 'Nothing yet',
    'actors.seeker': 'you',
    'actors.staff': 'staff',
  };
  const t = ((key: string, options?: { actor?: string }) =>
    key === 'history.by' ? `by ${options?.actor}` : texts[key]) as TFunction;

  it('lists the steps in order under its title, in Macao time, or says there is none', () => {
    const { rerender } = render(
      <HistoryCard
        t={t}
        steps={[
          { at: '2026-01-02T01:00:00Z', actor: 'seeker', what: 'Submitted' },
          { at: '2026-01-03T01:30:00Z', actor: 'staff', what: 'Approved', note: 'Welcome' },
        ]}
      />,
    );
    const card = screen.getByRole('region', { name: 'History' });
    const steps = card.querySelectorAll('li');
    expect([...steps].map((li) => li.textContent)).toEqual([
      '2026/01/02 09:00Submittedby you',
      '2026/01/03 09:30Approvedby staffWelcome',
    ]);
    rerender(<HistoryCard t={t} steps={[]} />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});

describe('ConsoleHistory and ConsoleRow', () => {
  it('name the section by its title and show each step with its note only when there is one', () => {
    render(
      <>
        <ConsoleHistory
          titleId="h"
          title="History"
          entries={[
            { at: '2026-01-02T09:00:00Z', what: 'Invited', by: 'Employer' },
            { at: '2026-01-05T09:00:00Z', what: 'Ended', by: 'Staff', note: 'Reason: filled' },
          ]}
          step={(entry) => entry}
        />
        <ul aria-label="Matches">
          <ConsoleRow>Cook</ConsoleRow>
        </ul>
      </>,
    );
    const items = screen.getByRole('region', { name: 'History' }).querySelectorAll('li');
    expect(items[0].children).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Reason: filled');
    expect(items[1]).toHaveTextContent('Staff');
    expect(screen.getByRole('list', { name: 'History' })).toBe(items[0].parentElement);
    expect(screen.getByText('Cook')).toHaveClass('vaga-console-matches__item');
  });
});

describe('TitledForm', () => {
  it('is a form named by its title whose submit calls back without reloading', async () => {
    const onSubmit = vi.fn();
    render(
      <TitledForm titleId="f" title="Upload a CV" onSubmit={onSubmit}>
        <button type="submit">Send</button>
      </TitledForm>,
    );
    expect(screen.getByRole('form', { name: 'Upload a CV' })).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
