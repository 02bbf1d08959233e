import { lazy, Suspense, type ReactNode } from 'react';
import { useOnline } from '@/shared/lib/online.ts';
import { NoLocalAccountPanel, PleaseLoginPanel } from '@/shared/ui/panels.tsx';
import { useLoadedAccountProfile } from '@/shared/api/account-profile.ts';
import { isConsoleType } from '../lib/account-type.ts';
import { gateOutcome, type UserGateLevel } from '../lib/identity.ts';
import { CreateResumeFirstPanel } from '@/shared/ui/create-resume-panel.tsx';
import { useUserKind } from './use-user-kind.ts';

const loading = <div className="vaga-page-loading" aria-busy="true" />;
/** Panels few people meet: loaded when shown, not with the first screen. */
const DocumentExpiredPanel = lazy(() =>
  import('./auth-panels.tsx').then((m) => ({ default: m.DocumentExpiredPanel })),
);
const UnderAgePanel = lazy(() =>
  import('./auth-panels.tsx').then((m) => ({ default: m.UnderAgePanel })),
);
const ConsoleAccountPanel = lazy(() =>
  import('./auth-panels.tsx').then((m) => ({ default: m.ConsoleAccountPanel })),
);

function Gate({ level, children }: { level: UserGateLevel; children: ReactNode }) {
  const kind = useUserKind();
  const accountType = useLoadedAccountProfile()?.accountType;
  const online = useOnline();
  // Offline the account cannot load: the page shows what the service worker kept for it.
  if (kind === null) return online ? loading : <>{children}</>;
  switch (gateOutcome(level, kind)) {
    case 'pleaseLogin':
      return <PleaseLoginPanel />;
    case 'notResident':
      return <NoLocalAccountPanel />;
    case 'documentExpired':
      return <DocumentExpiredPanel />;
    case 'createResumeFirst':
      return <CreateResumeFirstPanel />;
    case 'underAge':
      return <UnderAgePanel />;
    case 'consoleAccount':
      return accountType && isConsoleType(accountType) ? (
        <ConsoleAccountPanel type={accountType} />
      ) : (
        loading
      );
    default:
      return <>{children}</>;
  }
}

/**
 * The one place where the kinds of user of spec §6 are told apart: a page of a gate level shows
 * for those allowed, and the matching panel for the rest (please log in, not a resident, document
 * expired, create your resume first, under 16, an employer or staff account). Without a level the page
 * shows to everyone. Offline, before the account is known, the page shows: its answers come from
 * the service worker's cache, which only holds what the server gave this session.
 */
export function UserGate({
  level,
  children,
}: {
  level: UserGateLevel | null;
  children: ReactNode;
}) {
  if (level === null) return <>{children}</>;
  return (
    <Suspense fallback={loading}>
      <Gate level={level}>{children}</Gate>
    </Suspense>
  );
}
