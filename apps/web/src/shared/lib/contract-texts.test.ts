import { describe, expect, it, vi } from 'vitest';
import type * as Contract from '@vaga/contract';

const registered = vi.hoisted(() => [] as [string, string, Record<string, string>][]);
vi.mock('@vaga/contract', async (original) => ({
  ...(await original<typeof Contract>()),
  // As on a fresh page: nothing registered yet.
  hasTexts: () => false,
  registerTexts: (language: string, domain: string, messages: Record<string, string>) => {
    registered.push([language, domain, messages]);
  },
}));

const { loadContractTexts, loadContractTextsOnFirstInteraction } =
  await import('./contract-texts.ts');

describe('the contract’s texts on the web', () => {
  it('load the page language’s errors and validation files only, once', async () => {
    await loadContractTexts('pt');
    await loadContractTexts('pt');
    expect(registered.map(([language, domain]) => `${language}/${domain}`).sort()).toEqual([
      'pt/errors',
      'pt/validation',
    ]);
    const errors = registered.find(([, domain]) => domain === 'errors')![2];
    expect(errors.NOT_FOUND).toBe('O pedido falhou: não encontrado');
  });

  it('load a page’s names of states and kinds in its language, only when asked', async () => {
    registered.length = 0;
    await loadContractTexts('en', ['events']);
    await loadContractTexts('en', ['events']);
    expect(registered.map(([language, domain]) => `${language}/${domain}`)).toEqual(['en/events']);
    expect(registered[0]![2]['status.3']).toBe('Registration closed');
  });

  it('wait on a public page for the visitor’s first interaction', async () => {
    registered.length = 0;
    loadContractTextsOnFirstInteraction();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registered).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(registered.length).toBe(2));
    expect(new Set(registered.map(([language]) => language))).toEqual(new Set(['zh-Hant']));
  });
});
