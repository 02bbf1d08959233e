import './tab-bar.css';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import TabBar from 'antd-mobile/es/components/tab-bar';
import Badge from 'antd-mobile/es/components/badge';
import { Icon } from '../../shared/ui/icon.tsx';
import { useSession } from '../../shared/lib/session.ts';
import { useProfileUpdateForced } from '../../features/profile/api/get-profile-status.ts';
import { usePendingStatistics } from '../../shared/api/pending-statistics.ts';
import { SHELL_ICONS } from './icons.ts';
import { HOME_TABS, tabOfPath } from './home-tabs.ts';
import { paths } from '../paths.ts';

/** The bottom tabs of the home shell; the active one follows the route. Each tab is a link. */
export function HomeTabBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = tabOfPath(pathname) ?? 'service';
  // Spec §4: a resume that must be updated puts a badge on the /cv tab.
  const { isLoggedIn } = useSession();
  const cvBadge = useProfileUpdateForced(isLoggedIn);
  // Spec §3/§4: invitations to answer and surveys to fill put their count on the interview tab.
  const statistics = usePendingStatistics(isLoggedIn);
  const interviewCount = statistics ? statistics.waitSeekerReply + statistics.completeReview : 0;
  return (
    <nav className="vaga-tab-bar" aria-label={t('app.name')}>
      <TabBar activeKey={active} safeArea>
        {HOME_TABS.map((tab) => {
          return (
            <TabBar.Item
              key={tab}
              badge={
                tab === 'cv' && cvBadge
                  ? Badge.dot
                  : tab === 'interview' && interviewCount > 0
                    ? interviewCount
                    : undefined
              }
              title={
                <Link
                  to={paths[tab]}
                  className="vaga-tab-bar__link"
                  aria-current={tab === active ? 'page' : undefined}
                >
                  <Icon d={SHELL_ICONS[tab]} className="vaga-tab-bar__icon" />
                  <span>{t(`tabs.${tab}`)}</span>
                  {tab === 'cv' && cvBadge ? (
                    <span className="vaga-visually-hidden">{t('tabs.cvUpdateNeeded')}</span>
                  ) : null}
                  {tab === 'interview' && interviewCount > 0 ? (
                    <span className="vaga-visually-hidden">
                      {t('tabs.interviewPending', { count: interviewCount })}
                    </span>
                  ) : null}
                </Link>
              }
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
