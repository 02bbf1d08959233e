import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Badge from 'antd-mobile/es/components/badge';
import type { PendingStatistics } from '@vaga/contract';
import { formatCount } from '@/shared/lib/format.ts';
import { Tabs } from '@/shared/ui/tabs.tsx';
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

/** The six tabs of /interview, scrolling inside their strip; a badge on those where something waits. */
export function InterviewTabs({ active, onChange, statistics }: InterviewTabsProps) {
  const { t } = useTranslation('jobmatches');
  return (
    <Tabs
      label={t('tabs.label')}
      active={active}
      onChange={onChange}
      panelId={INTERVIEW_PANEL_ID}
      tabId={tabId}
      tabs={INTERVIEW_TABS.map(({ key }) => {
        const { count, text } = badgeOf(key, statistics);
        return {
          key,
          label: (
            <>
              {count > 0 ? (
                <Badge content={formatCount(count, 99)}>
                  <span>{t(`tabs.${key}`)}</span>
                </Badge>
              ) : (
                t(`tabs.${key}`)
              )}
              {count > 0 && <span className="vaga-visually-hidden">{t(text, { count })}</span>}
            </>
          ),
        };
      })}
    />
  );
}
