import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useDeclaredPageTitle, usePageTitle } from './page-title.ts';

function Page({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

function Shell() {
  const declared = useDeclaredPageTitle();
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>title: {declared ?? 'none'}</p>
      <button type="button" onClick={() => setOpen(false)}>
        leave
      </button>
      {open ? <Page title="Cook · Hotel Lisboa" /> : <Page title={null} />}
    </>
  );
}

describe('a page’s own title', () => {
  it('is what the shell writes while the page shows, and goes with it', () => {
    render(<Shell />);
    expect(screen.getByText('title: Cook · Hotel Lisboa')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    expect(screen.getByText('title: none')).toBeInTheDocument();
  });
});
