import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Facts } from './facts.tsx';

describe('Facts', () => {
  it('lists each fact with a value, label over value, and leaves out empty ones', () => {
    const { container } = render(
      <Facts
        facts={[
          ['Employer', 'Hotel Macau'],
          ['Wanted job', ''],
          ['Salary', null],
          false,
          ['Positions', 0],
        ]}
      />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Employer',
      'Positions',
    ]);
    expect(screen.getByText('Hotel Macau').tagName).toBe('DD');
    expect(screen.getByText('0').tagName).toBe('DD');
    expect(container.querySelector('dl')).not.toHaveClass('vaga-fields--side');
  });

  it('sets the labels beside their values when asked', () => {
    const { container } = render(<Facts side facts={[['Status', 'Approved']]} />);
    expect(container.querySelector('dl')).toHaveClass('vaga-fields', 'vaga-fields--side');
  });
});
