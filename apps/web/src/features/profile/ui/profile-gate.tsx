import '../profile.css';
import '@/shared/ui/form.css';
import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { Profile } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { useSession } from '@/shared/lib/session.ts';
import { PleaseLoginPanel } from '@/shared/ui/panels.tsx';
import { useProfile } from '../api/get-profile.ts';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

/**
 * Loads the resume and decides what a resume page can show: the please-login panel (no session,
 * or the server said 401), the not-resident message (403), a retry on other failures, or the page
 * with the resume (null when there is none yet: the create path).
 */
export function ProfileGate({ children }: { children: (profile: Profile | null) => ReactNode }) {
  const { t } = useTranslation('profile');
  const { isLoggedIn } = useSession();
  const query = useProfile(isLoggedIn);
  if (!isLoggedIn) return <PleaseLoginPanel />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 401) return <PleaseLoginPanel />;
    if (status === 403) {
      return (
        <section className="vaga-panel" aria-labelledby="profile-not-resident">
          <h2 id="profile-not-resident" className="vaga-panel__title">
            {t('gate.notResident.title')}
          </h2>
          <p className="vaga-panel__text">{t('gate.notResident.text')}</p>
        </section>
      );
    }
  }
  if (query.data === undefined)
    return (
      <PageLoadState
        error={query.error}
        onRetry={() => void query.refetch()}
        errorText={t('gate.failed')}
      />
    );
  return <>{children(query.data)}</>;
}
