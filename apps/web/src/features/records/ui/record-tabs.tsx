import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { RECORD_TABS, type RecordTabKey } from '../lib/record-tabs.ts';

export const RECORD_PANEL_ID = 'vaga-record-panel';
export const recordTabId = (tab: RecordTabKey) => `vaga-record-tab-${tab}`;

/** The two tabs of /record, a WAI-ARIA tab list (arrow keys move between tabs). */
export function RecordTabs({
  active,
  onChange,
}: {
  active: RecordTabKey;
  onChange: (tab: RecordTabKey) => void;
}) {
  const { t } = useTranslation('records');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + RECORD_TABS.length) % RECORD_TABS.length;
    onChange(RECORD_TABS[next].key);
    buttons.current[next]?.focus();
  };
  return (
    <div className="vaga-record-tabs" role="tablist" aria-label={t('tabs.label')}>
      {RECORD_TABS.map(({ key }, index) => {
        const selected = key === active;
        return (
          <button
            key={key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={recordTabId(key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={RECORD_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={
              selected
                ? 'vaga-record-tabs__tab vaga-record-tabs__tab--active'
                : 'vaga-record-tabs__tab'
            }
            onClick={() => onChange(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(`tabs.${key}`)}
          </button>
        );
      })}
    </div>
  );
}
