import i18next from 'i18next';

/**
 * Asks whether to reload into the new version (antd-mobile's dialog, loaded when needed); true
 * when the person accepts. Until then the open page keeps the version it started with.
 */
export async function askToReload(): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({
    title: i18next.t('pwa.update.title'),
    content: i18next.t('pwa.update.content'),
    confirmText: i18next.t('pwa.update.reload'),
    cancelText: i18next.t('pwa.update.later'),
  });
}
