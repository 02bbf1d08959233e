import Table, { type TableProps } from 'antd/es/table';
import { useTranslation } from '@/shared/lib/translate/react.tsx';

/**
 * antd's Table for the console's desktop screens, with the console's texts (console-home
 * namespace) and no pager of its own (the pages page on the server). Console pages only: antd
 * never reaches a resident chunk (build/console-boundary.ts).
 */
export function ConsoleTable<T extends object>(props: TableProps<T>) {
  const { t } = useTranslation('console-home');
  return (
    <Table<T>
      size="middle"
      pagination={false}
      {...props}
      locale={{
        emptyText: t('table.empty'),
        filterTitle: t('table.filter'),
        filterConfirm: t('table.filterConfirm'),
        filterReset: t('table.filterReset'),
        sortTitle: t('table.sort'),
        triggerAsc: t('table.sortAsc'),
        triggerDesc: t('table.sortDesc'),
        cancelSort: t('table.sortCancel'),
        ...props.locale,
      }}
    />
  );
}
