/** A confirmation dialog (antd-mobile, loaded when first needed); true when confirmed. */
export async function confirmDialog(
  content: string,
  confirmText: string,
  cancelText: string,
): Promise<boolean> {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm({ content, confirmText, cancelText });
}
