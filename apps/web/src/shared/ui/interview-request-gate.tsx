import { createContext, useContext, type ReactNode } from 'react';

/**
 * What stands in for a vacancy's "Request an interview" where the seeker asked before: the
 * interviews feature provides it (composed in app/), so every place that offers the request —
 * the vacancy's page, its detail over a list, a favourite — shows the same state. `button` is
 * the request itself, shown while there is no earlier request (and to visitors).
 */
export type RenderInterviewRequest = (jobOfferId: number, button: ReactNode) => ReactNode;

const GateContext = createContext<RenderInterviewRequest | null>(null);

export const InterviewRequestGateProvider = GateContext.Provider;

/** The request button of a vacancy, or what became of the seeker's earlier request for it. */
export function InterviewRequestGate({
  jobOfferId,
  children,
}: {
  jobOfferId: number;
  children: ReactNode;
}) {
  const render = useContext(GateContext);
  return render ? render(jobOfferId, children) : children;
}
