import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Tag from 'antd-mobile/es/components/tag';
import type { ConsoleType } from '../../features/auth/lib/account-type.ts';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { CONSOLE_SECTIONS } from './sections.ts';

/**
 * The console's sections: a side bar on wide screens, a strip under the header on phones (the
 * same list, laid out by console.css, scrolling sideways with a scroll cue and the current
 * section in view). A section not built yet is named, marked "not available
 * yet", and leads nowhere.
 */
export function ConsoleNav({ type }: { type: ConsoleType }) {
  const { t } = useTranslation('console');
  const strip = useScrollCue<HTMLElement>(useLocation().pathname);
  return (
    <nav ref={strip} className="vaga-console__nav" aria-label={t('nav.label')}>
      <ul className="vaga-console__nav-list">
        {CONSOLE_SECTIONS[type].map((section) => (
          <li key={section.key}>
            {section.path === null ? (
              <span className="vaga-console__nav-item vaga-console__nav-item--later">
                <span>{t(`nav.${section.key}`)}</span>
                <Tag className="vaga-console__later" fill="outline">
                  {t('nav.notAvailable')}
                </Tag>
              </span>
            ) : (
              <NavLink className="vaga-console__nav-item" to={section.path} end>
                {t(`nav.${section.key}`)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
