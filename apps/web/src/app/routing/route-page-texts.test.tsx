import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from './route-page.tsx';

vi.mock('@/shared/lib/i18n.ts', () => ({ loadNamespaces: () => Promise.resolve() }));
const texts = vi.hoisted(() => ({ withPage: vi.fn(), onInteraction: vi.fn() }));
vi.mock('@/shared/lib/contract-texts.ts', () => ({
  loadContractTexts: (...args: unknown[]) => {
    texts.withPage(...args);
    return Promise.resolve();
  },
  loadContractTextsOnFirstInteraction: texts.onInteraction,
}));

const component = () => Promise.resolve(() => <p>a page</p>);

describe('a route page and the contract’s error and validation texts', () => {
  beforeEach(() => {
    texts.withPage.mockClear();
    texts.onInteraction.mockClear();
  });

  it('loads them with the page by default', async () => {
    await page(component, [])();
    expect(texts.withPage).toHaveBeenCalledTimes(1);
    expect(texts.onInteraction).not.toHaveBeenCalled();
  });

  it('loads the names of states and kinds a page shows with it, on a public page too', async () => {
    await page(component, [], 'on-interaction', ['events'])();
    expect(texts.withPage).toHaveBeenCalledTimes(1);
    expect(texts.withPage).toHaveBeenCalledWith(undefined, ['events']);
    expect(texts.onInteraction).toHaveBeenCalledTimes(1);
  });

  it('leaves them to the first interaction on a page that shows none when it opens', async () => {
    await page(component, [], 'on-interaction')();
    expect(texts.withPage).not.toHaveBeenCalled();
    expect(texts.onInteraction).toHaveBeenCalledTimes(1);
  });
});
