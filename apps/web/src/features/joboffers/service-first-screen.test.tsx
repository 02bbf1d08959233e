import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PATHS } from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { fakeApi, json, pending } from '@/test/fake-api.ts';
import { Banners } from './ui/banners.tsx';
import { StatisticsBox } from './ui/statistics-box.tsx';

afterEach(() => vi.unstubAllGlobals());

const banner = (id: number) => ({
  id,
  title: `Banner ${id}`,
  imageUrl: `/banners/${id}.svg`,
  linkUrl: '/service',
});

describe('the first screen of /service keeps its layout while data loads', () => {
  it('the statistics box shows its title, four labels and the updated line before the figures', () => {
    renderWithProviders(<StatisticsBox summary={undefined} columns={false} />);
    const box = screen.getByRole('region', { name: 'Local vacancies' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getAllByRole('term')).toHaveLength(4);
    expect(
      within(box)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['–', '–', '–', '–']);
    expect(box.querySelector('.vaga-stats__updated')).not.toBeNull();
  });

  it('a banner-sized placeholder holds the place of the banners until they arrive', async () => {
    const answer: { resolve?: (r: Response) => void } = {};
    fakeApi({
      [`GET ${PATHS.banners}`]: (call) => {
        const p = pending(call);
        answer.resolve = p.resolve;
        return p.promise;
      },
    });
    const { container } = renderWithProviders(<Banners />);
    expect(container.querySelector('.vaga-banner--placeholder')).not.toBeNull();
    answer.resolve?.(json([banner(1), banner(2)]));
    const images = await screen.findAllByRole('presentation');
    expect(container.querySelector('.vaga-banner--placeholder')).toBeNull();
    // The first banner may be the largest element of the first screen: never lazy.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });
});
