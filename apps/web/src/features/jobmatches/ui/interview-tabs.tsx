import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Badge from 'antd-mobile/es/components/badge';
import type { PendingStatistics } from '@vaga/contract';
import { formatCount } from '@/shared/lib/format.ts';
import { INTERVIEW_TABS, type InterviewTabKey } from '../lib/interview-tabs.ts';

/**
 * The badge of a tab (spec §2): invitations to answer on "Waiting for you", interview surveys to
 * answer on "Finished"; each named for what waits.
 */
function badgeOf(
  tab: InterviewTabKey,
  statistics: PendingStatistics | null,
): { count: number; text: string } {
  if (statistics && tab === 'waitingSeeker')
    return { count: statistics.waitSeekerReply, text: 'tabs.invitationsPending' };
  if (statistics && tab === 'finished')
    return { count: statistics.completeReview, text: 'tabs.surveysPending' };
  return { count: 0, text: '' };
}

export function tabId(tab: InterviewTabKey): string {
  return `vaga-interview-tab-${tab}`;
}
export const INTERVIEW_PANEL_ID = 'vaga-interview-panel';

interface InterviewTabsProps {
  active: InterviewTabKey;
  onChange: (tab: InterviewTabKey) => void;
  statistics: PendingStatistics | null;
}

/** The six tabs of /interview, a WAI-ARIA tab list (arrow keys move between tabs). */
export function InterviewTabs({ active, onChange, statistics }: InterviewTabsProps) {
  const { t } = useTranslation('jobmatches');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + INTERVIEW_TABS.length) % INTERVIEW_TABS.length;
    onChange(INTERVIEW_TABS[next].key);
    buttons.current[next]?.focus();
  };
  return (
    <div className="vaga-interview-tabs" role="tablist" aria-label={t('tabs.label')}>
      {INTERVIEW_TABS.map(({ key }, index) => {
        const { count, text } = badgeOf(key, statistics);
        const selected = key === active;
        return (
          <button
            key={key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabId(key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={INTERVIEW_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={
              selected
                ? 'vaga-interview-tabs__tab vaga-interview-tabs__tab--active'
                : 'vaga-interview-tabs__tab'
            }
            onClick={() => onChange(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {count > 0 ? (
              <Badge content={formatCount(count, 99)}>
                <span>{t(`tabs.${key}`)}</span>
              </Badge>
            ) : (
              t(`tabs.${key}`)
            )}
            {count > 0 && <span className="vaga-visually-hidden">{t(text, { count })}</span>}
          </button>
        );
      })}
    </div>
  );
}
