import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventInitialValidateResult } from '@vaga/contract';
import { errorText } from '@/shared/lib/error-text.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { CreateResumeFirstPanel } from '@/shared/ui/create-resume-panel.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { paths } from '@/shared/paths.ts';
import { useInitialValidate } from '../api/register.ts';
import { refusalOf } from '../lib/refusal.ts';
import { LoadState } from './load-state.tsx';

interface RegisterGateProps {
  eventId: number;
  children: (result: EventInitialValidateResult) => ReactNode;
}

/**
 * Asks the server whether I may register (initialvalidate) and shows its refusal: no resume →
 * create it first; already registered → my ticket; any other → its catalogue message.
 */
export function RegisterGate({ eventId, children }: RegisterGateProps) {
  const { t } = useTranslation('events');
  const check = useInitialValidate(eventId);
  if (check.data) return <>{children(check.data)}</>;
  if (!check.error) return <LoadState error={null} onRetry={() => undefined} />;
  const refusal = refusalOf(check.error);
  if (refusal.kind === 'noResume') {
    return <CreateResumeFirstPanel description={t('ready.noResume')} alert />;
  }
  if (refusal.kind === 'registered') {
    return (
      <LinkPanel
        title={errorText('BE_ALREADY_REGISTER_EVENT', currentLocale())}
        description={t('ready.registeredDescription')}
        action={t('actions.ticket')}
        to={paths.registerResult(eventId)}
        primary
      />
    );
  }
  if (refusal.code === 'NOT_FOUND') {
    return <LoadState error={check.error} onRetry={() => void check.refetch()} />;
  }
  return (
    <div role="alert">
      <LinkPanel
        title={errorText(refusal.code, currentLocale(), refusal.args)}
        description={t('ready.refusedDescription')}
        action={t('actions.backToEvent')}
        to={paths.matchIndex(eventId)}
      />
    </div>
  );
}
