import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { macaoToday } from '@vaga/contract';
import { getAccessToken } from '../api/access-token.ts';
import { authorize } from '../api/authorize.ts';
import { accountProfileQuery } from '@/shared/api/account-profile.ts';
import { pendingStatisticsQuery } from '@/shared/api/pending-statistics.ts';
import { referencesQuery } from '@/shared/api/references.ts';
import {
  AuthFailedPanel,
  DocumentExpiredPanel,
  WrongAccountTypePanel,
} from '../ui/auth-panels.tsx';
import { startLogin } from '../lib/login.ts';
import { runLoginFlow, type LoginFlowOutcome, type LoginStep } from '../lib/login-flow.ts';
import { profileRoute } from '../lib/redirect.ts';
import { sessionQueryPredicate } from '@/shared/api/query-keys.ts';
import { resetRetries } from '../lib/unauthorized.ts';

/**
 * /profile: the login flow of spec §4. It runs once per visit of the route (a remount in React's
 * strict mode reuses the run), then redirects, or shows "document expired" or the failure.
 */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = useRef<Promise<LoginFlowOutcome> | null>(null);
  const [step, setStep] = useState<LoginStep | null>(null);
  const [outcome, setOutcome] = useState<LoginFlowOutcome | null>(null);

  useEffect(() => {
    let active = true;
    run.current ??= runLoginFlow(
      {
        code: params.get('code'),
        state: params.get('state'),
        iss: params.get('iss'),
        redirect: params.get('redirect'),
      },
      {
        authorize,
        accessToken: getAccessToken,
        accountProfile: () => queryClient.fetchQuery(accountProfileQuery()),
        references: () => queryClient.fetchQuery(referencesQuery({ quiet: true })),
        pendingStatistics: () => queryClient.fetchQuery(pendingStatisticsQuery()),
        today: () => macaoToday(),
        onStep: (next) => {
          // A new session: nothing cached for an earlier one may show.
          if (next === 'token') queryClient.removeQueries({ predicate: sessionQueryPredicate });
          setStep(next);
        },
        // The code is spent: a reload must not send it again.
        onAuthorized: async (target) => {
          await navigate(profileRoute(target), { replace: true });
        },
      },
    );
    void run.current.then((result) => {
      if (!active) return;
      setOutcome(result);
      if (result.kind === 'redirect') {
        resetRetries();
        void navigate(result.to, { replace: true });
      }
      if (result.kind === 'login') startLogin(result.to);
    });
    return () => {
      active = false;
    };
    // One run per mount: dropping the spent code from the address must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (outcome?.kind === 'documentExpired') return <DocumentExpiredPanel />;
  if (outcome?.kind === 'failed' && outcome.code === 'FORBIDDEN_ROLE') {
    return <WrongAccountTypePanel />;
  }
  if (outcome?.kind === 'failed') {
    return (
      <AuthFailedPanel step={outcome.step} code={outcome.code} errorArgs={outcome.errorArgs} />
    );
  }
  return (
    <section className="vaga-panel" aria-busy="true" aria-live="polite">
      <h2 className="vaga-panel__title">{t('flow.title')}</h2>
      <p className="vaga-panel__text">{t(`flow.steps.${step ?? 'authorize'}`)}</p>
    </section>
  );
}
