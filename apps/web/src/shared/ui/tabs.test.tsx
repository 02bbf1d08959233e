import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

function Harness({ onChange }: { onChange?: (key: string) => void }) {
  const [active, setActive] = useState('a');
  return (
    <Tabs
      label="Interviews"
      active={active}
      onChange={(key) => {
        setActive(key);
        onChange?.(key);
      }}
      panelId="panel"
      tabId={(key) => `tab-${key}`}
      tabs={[
        { key: 'a', label: 'All' },
        { key: 'b', label: 'Waiting' },
        { key: 'c', label: 'Finished' },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab alone is in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Interviews' })).toHaveClass('vaga-tabs');
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(all).toHaveAttribute('id', 'tab-a');
    expect(all).toHaveAttribute('aria-controls', 'panel');
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('tabindex', '-1');
  });

  it('chooses a tab by click, and moves with the arrow keys round the ends', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Waiting' }));
    expect(screen.getByRole('tab', { name: 'Waiting' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Finished' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([key]) => key)).toEqual(['b', 'c', 'a', 'c']);
  });
});
