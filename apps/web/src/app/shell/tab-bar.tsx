import type { ComponentType, SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import TabBar from 'antd-mobile/es/components/tab-bar';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import FileOutline from 'antd-mobile-icons/es/FileOutline';
import CalendarOutline from 'antd-mobile-icons/es/CalendarOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { HOME_TABS, tabOfPath, type HomeTab } from './home-tabs.ts';

const ICONS: Record<HomeTab, ComponentType<SVGProps<SVGSVGElement>>> = {
  service: AppOutline,
  cv: FileOutline,
  interview: CalendarOutline,
  record: UnorderedListOutline,
  favorites: StarOutline,
};

/** The bottom tabs of the home shell; the active one follows the route. Each tab is a link. */
export function HomeTabBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = tabOfPath(pathname) ?? 'service';
  return (
    <nav className="vaga-tab-bar" aria-label={t('app.name')}>
      <TabBar activeKey={active} safeArea>
        {HOME_TABS.map((tab) => {
          const Icon = ICONS[tab];
          return (
            <TabBar.Item
              key={tab}
              title={
                <Link
                  to={`/${tab}`}
                  className="vaga-tab-bar__link"
                  aria-current={tab === active ? 'page' : undefined}
                >
                  <Icon className="vaga-tab-bar__icon" />
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
