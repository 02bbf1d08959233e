/** Says that a staff action is done, as a short toast (the toast component loads when needed). */
export function showDoneToast(content: string): void {
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) => {
    Toast.show({ content, position: 'center', duration: 2000 });
  });
}
