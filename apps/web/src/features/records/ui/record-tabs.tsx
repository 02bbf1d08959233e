import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Tabs } from '@/shared/ui/tabs.tsx';
import { RECORD_TABS, type RecordTabKey } from '../lib/record-tabs.ts';

export const RECORD_PANEL_ID = 'vaga-record-panel';
export const recordTabId = (tab: RecordTabKey) => `vaga-record-tab-${tab}`;

/** The two tabs of /record, sharing the strip's width. */
export function RecordTabs({
  active,
  onChange,
}: {
  active: RecordTabKey;
  onChange: (tab: RecordTabKey) => void;
}) {
  const { t } = useTranslation('records');
  return (
    <Tabs
      fill
      label={t('tabs.label')}
      active={active}
      onChange={onChange}
      panelId={RECORD_PANEL_ID}
      tabId={recordTabId}
      tabs={RECORD_TABS.map(({ key }) => ({ key, label: t(`tabs.${key}`) }))}
    />
  );
}
