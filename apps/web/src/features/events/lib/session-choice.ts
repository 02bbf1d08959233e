import { EVENT_LIMITS, type EventSession, type EventSessionStock } from '@vaga/contract';

/** The sessions with the seats left now (the stock, when it has answered, wins over the event). */
export function withStock(
  sessions: readonly EventSession[],
  stock: EventSessionStock | undefined,
): EventSession[] {
  const byId = new Map(stock?.sessions.map((s) => [s.sessionId, s]) ?? []);
  return sessions.map((session) => {
    const now = byId.get(session.sessionId);
    return now ? { ...session, quota: now.quota, remaining: now.remaining } : session;
  });
}

/**
 * Ticks or unticks a session: a full session cannot be ticked, and no more than
 * `EVENT_LIMITS.sessionsPerRegistration` (3) may be chosen.
 */
export function toggleSession(
  chosen: readonly number[],
  session: Pick<EventSession, 'sessionId' | 'remaining'>,
): number[] {
  if (chosen.includes(session.sessionId)) return chosen.filter((id) => id !== session.sessionId);
  if (session.remaining <= 0 || chosen.length >= EVENT_LIMITS.sessionsPerRegistration) {
    return [...chosen];
  }
  return [...chosen, session.sessionId];
}

/** Whether a session's box is disabled: full, or the maximum reached and it is not chosen. */
export function sessionDisabled(
  chosen: readonly number[],
  session: Pick<EventSession, 'sessionId' | 'remaining'>,
): boolean {
  if (chosen.includes(session.sessionId)) return false;
  return session.remaining <= 0 || chosen.length >= EVENT_LIMITS.sessionsPerRegistration;
}
