import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  SERVICE_MENU_CODES,
  isOldEnough,
  macaoToday,
  type ServiceMenu as MenuEntry,
} from '@vaga/contract';
import { useLoadedAccountProfile } from '@/shared/api/account-profile.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { canUseReferralService } from '../api/get-referral-eligibility.ts';
import { useServiceHome } from '../api/get-service-home.ts';
import { menuTarget } from '../lib/service-menu-target.ts';
import './job-search.css';
import { paths } from '@/shared/paths.ts';
import { CreateResumeFirstPanel } from '@/shared/ui/create-resume-panel.tsx';
import { Button } from '@/shared/ui/button.tsx';

function EntryText({ entry }: { entry: MenuEntry }) {
  return (
    <>
      <span className="vaga-menu__name">{entry.name}</span>
      {entry.content && <span className="vaga-menu__content">{entry.content}</span>}
    </>
  );
}

/**
 * JOBSEEK_SERVICE: opens referral info for a resident with a profile, else says to create the
 * resume; someone under 16 is taken to the page, which tells them the age limit.
 */
function ReferralEntry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('jobsearch');
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const [checking, setChecking] = useState(false);
  const birthDate = useLoadedAccountProfile()?.birthDate;

  const open = async () => {
    // Under 16 the referral page's gate gives the age refusal, not "create your resume".
    if (birthDate && !isOldEnough(birthDate, macaoToday())) {
      void navigate(paths.referralService);
      return;
    }
    setChecking(true);
    try {
      if (await canUseReferralService()) void navigate(paths.referralService);
      else setRefused(true);
    } catch (error) {
      showErrorToast(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="vaga-menu__entry"
        aria-busy={checking}
        disabled={checking}
        onClick={() => void open()}
      >
        <EntryText entry={entry} />
      </button>
      {refused && <CreateResumeFirstPanel description={t('menu.createResumeFirst')} alert />}
    </>
  );
}

function MenuEntryItem({ entry }: { entry: MenuEntry }) {
  const target = menuTarget(entry);
  switch (target.kind) {
    case 'route':
      return (
        <Link className="vaga-menu__entry" to={target.to}>
          <EntryText entry={entry} />
        </Link>
      );
    case 'external':
      return (
        <a
          className="vaga-menu__entry"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <EntryText entry={entry} />
        </a>
      );
    case 'referral':
      return <ReferralEntry entry={entry} />;
    default:
      return (
        <span className="vaga-menu__entry vaga-menu__entry--off">
          <EntryText entry={entry} />
        </span>
      );
  }
}

/** The service menu of the service home (GET v1/servicehome), each entry as spec §2 says. */
export function ServiceMenu({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['jobsearch', 'common']);
  const home = useServiceHome();
  return (
    <section className="vaga-card vaga-menu" aria-labelledby="vaga-menu-title">
      <h2 id="vaga-menu-title" className="vaga-card__title">
        {t('menu.title')}
      </h2>
      {home.isPending && (
        <>
          <p role="status" className="vaga-visually-hidden">
            {t('common:DataComponent.message.loading')}
          </p>
          {/* The place of the entries (one per menu code at most), so the page does not move. */}
          <ul className="vaga-menu__list" aria-hidden="true">
            {SERVICE_MENU_CODES.map((code) => (
              <li key={code} className="vaga-menu__item">
                <span className="vaga-menu__entry vaga-menu__entry--placeholder" />
              </li>
            ))}
          </ul>
        </>
      )}
      {home.isError && (
        <div role="alert">
          <p>{t('common:DataComponent.message.loadFailed')}</p>
          <Button onClick={() => void home.refetch()}>
            {t('common:DataComponent.action.retry')}
          </Button>
        </div>
      )}
      {home.data && (
        <ul className="vaga-menu__list">
          {home.data.serviceMenuList.map((entry) => (
            <li key={entry.serviceMenu} className="vaga-menu__item">
              <MenuEntryItem entry={entry} />
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
