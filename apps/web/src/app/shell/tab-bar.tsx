import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import TabBar from 'antd-mobile/es/components/tab-bar';
import { Icon } from '../../shared/ui/icon.tsx';
import { SHELL_ICONS } from './icons.ts';
import { HOME_TABS, tabOfPath } from './home-tabs.ts';

/** The bottom tabs of the home shell; the active one follows the route. Each tab is a link. */
export function HomeTabBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = tabOfPath(pathname) ?? 'service';
  return (
    <nav className="vaga-tab-bar" aria-label={t('app.name')}>
      <TabBar activeKey={active} safeArea>
        {HOME_TABS.map((tab) => {
          return (
            <TabBar.Item
              key={tab}
              title={
                <Link
                  to={`/${tab}`}
                  className="vaga-tab-bar__link"
                  aria-current={tab === active ? 'page' : undefined}
                >
                  <Icon d={SHELL_ICONS[tab]} className="vaga-tab-bar__icon" />
                  <span>{t(`tabs.${tab}`)}</span>
                </Link>
              }
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
