import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/lib/api-error.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LoadState } from './load-state.tsx';

describe('LoadState', () => {
  it('says it is loading when there is neither an error nor an empty result', async () => {
    renderWithProviders(<LoadState />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('says there is nothing, in the list’s own words when given', async () => {
    const { rerender } = renderWithProviders(<LoadState empty />);
    expect(await screen.findByText('No data')).toBeInTheDocument();
    rerender(<LoadState empty emptyText="No interviews yet" />);
    expect(screen.getByText('No interviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers a retry after a failure', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<LoadState error={new Error('down')} onRetry={onRetry} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows what a 404 means instead of the retry, only for a 404', async () => {
    const gone = <p>Interview not found</p>;
    const { rerender } = renderWithProviders(
      <LoadState error={new ApiError('NOT_FOUND', [], 404)} notFound={gone} />,
    );
    expect(await screen.findByText('Interview not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    rerender(
      <LoadState
        error={new ApiError('INTERNAL', [], 500)}
        notFound={gone}
        onRetry={() => undefined}
      />,
    );
    expect(screen.queryByText('Interview not found')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
