import { lazy, Suspense, type ReactNode } from 'react';
import { useVacancyMatch } from '../api/get-vacancy-match.ts';

/** The state's view and its styles load only for a seeker who asked before. */
const VacancyRequestState = lazy(() =>
  import('./vacancy-request-state.tsx').then((m) => ({ default: m.VacancyRequestState })),
);

/**
 * Stands in for "Request an interview" once the seeker has a match for the vacancy (one per
 * seeker and vacancy: the booking refuses another); the button stays for visitors, while the
 * answer loads, and when it cannot be read.
 */
export function VacancyRequestGate({
  jobOfferId,
  children,
}: {
  jobOfferId: number;
  children: ReactNode;
}) {
  const match = useVacancyMatch(jobOfferId);
  if (!match.data) return children;
  return (
    <Suspense fallback={null}>
      <VacancyRequestState match={match.data} />
    </Suspense>
  );
}

/** For InterviewRequestGateProvider: the gate of every vacancy's interview request. */
export function renderVacancyRequest(jobOfferId: number, button: ReactNode): ReactNode {
  return <VacancyRequestGate jobOfferId={jobOfferId}>{button}</VacancyRequestGate>;
}
