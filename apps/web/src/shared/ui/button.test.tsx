import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, buttonClass } from './button.tsx';

describe('Button', () => {
  it('is a button of type "button" in the default look, and acts on a click', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('vaga-button', { exact: true });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the type it is given, its variant, size and own class', () => {
    render(
      <Button type="submit" variant="primary" size="small" className="vaga-search__submit">
        Search
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Search' }).className).toBe(
      'vaga-button vaga-button--primary vaga-button--small vaga-search__submit',
    );
  });

  it('gives its element to a ref (focus after a dialog closes)', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Report</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Report' }));
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="danger" disabled onClick={onClick}>
        Remove
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass('vaga-button--danger');
  });
});

describe('ButtonLink', () => {
  it('is a link to its route in a button look', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/somewhere" variant="primary">
          Go
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Go' });
    expect(link).toHaveAttribute('href', '/somewhere');
    expect(link.className).toBe('vaga-button vaga-button--primary');
  });
});

describe('buttonClass', () => {
  it('names the look of each variant and size', () => {
    expect(buttonClass({})).toBe('vaga-button');
    expect(buttonClass({ variant: 'link' })).toBe('vaga-button vaga-button--link');
    expect(buttonClass({ variant: 'danger', size: 'small' }, 'x')).toBe(
      'vaga-button vaga-button--danger vaga-button--small x',
    );
  });
});
