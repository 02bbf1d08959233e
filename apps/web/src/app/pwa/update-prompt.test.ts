import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/lib/translate/translator.ts';
import Dialog from 'antd-mobile/es/components/dialog';
import en from '@vaga/contract/texts/en/screens/common.json';
import pt from '@vaga/contract/texts/pt/screens/common.json';
import zh from '@vaga/contract/texts/zh-Hant/screens/common.json';
import { askToReload } from './update-prompt.ts';

vi.mock('antd-mobile/es/components/dialog', () => ({ default: { confirm: vi.fn() } }));

beforeEach(() => vi.mocked(Dialog.confirm).mockReset());

describe('the reload prompt of a new version', () => {
  it.each([
    ['zh-Hant', zh],
    ['pt', pt],
    ['en', en],
  ] as const)('asks in %s and answers what the person chose', async (lng, texts) => {
    i18n.init({ lng, resources: { [lng]: { common: texts } }, defaultNS: 'common' });
    vi.mocked(Dialog.confirm).mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await askToReload()).toBe(true);
    expect(await askToReload()).toBe(false);
    expect(Dialog.confirm).toHaveBeenCalledWith({
      title: texts.pwa.update.title,
      content: texts.pwa.update.content,
      confirmText: texts.pwa.update.reload,
      cancelText: texts.pwa.update.later,
    });
    expect(texts.pwa.update.title).not.toBe('');
  });

  it('has its texts in three different languages', () => {
    const titles = new Set([zh, pt, en].map((texts) => texts.pwa.update.title));
    expect(titles.size).toBe(3);
    const notices = new Set([zh, pt, en].map((texts) => texts.pwa.offline));
    expect(notices.size).toBe(3);
  });
});
