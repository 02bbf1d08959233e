import { i18n } from '@/shared/lib/translate/translator.ts';

/**
 * Asks whether to reload into the new version (antd-mobile's dialog, loaded when needed); true
 * when the person accepts. Until then the open page keeps the version it started with.
 */
export async function askToReload(): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({
    title: i18n.t('pwa.update.title'),
    content: i18n.t('pwa.update.content'),
    confirmText: i18n.t('pwa.update.reload'),
    cancelText: i18n.t('pwa.update.later'),
  });
}
