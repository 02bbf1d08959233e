import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Card } from './card.tsx';
import { Sheet } from './sheet.tsx';
import { StatusTag } from './status-tag.tsx';

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
