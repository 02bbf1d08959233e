import { describe, expect, it } from 'vitest';
import { eventSession } from '@/test/event-factories.ts';
import { checkRegister } from './lib/register-checks.ts';
import { sessionDisabled, toggleSession, withStock } from './lib/session-choice.ts';

const open = (sessionId: number) => eventSession({ sessionId, remaining: 5 });

describe('the session choice', () => {
  it('ticks and unticks a session', () => {
    expect(toggleSession([], open(1))).toEqual([1]);
    expect(toggleSession([1, 2], open(1))).toEqual([2]);
  });

  it('never ticks a full session', () => {
    const full = eventSession({ sessionId: 4, remaining: 0 });
    expect(toggleSession([], full)).toEqual([]);
    expect(sessionDisabled([], full)).toBe(true);
  });

  it('allows at most three sessions, and the chosen ones stay free to untick', () => {
    expect(toggleSession([1, 2, 3], open(4))).toEqual([1, 2, 3]);
    expect(sessionDisabled([1, 2, 3], open(4))).toBe(true);
    expect(sessionDisabled([1, 2, 3], open(3))).toBe(false);
    expect(sessionDisabled([1, 2], open(4))).toBe(false);
  });

  it('takes the seats left from the stock when it has answered', () => {
    const sessions = [open(1), open(2)];
    const now = withStock(sessions, {
      eventId: 7,
      sessions: [{ sessionId: 2, quota: 50, remaining: 0 }],
    });
    expect(now.map((s) => s.remaining)).toEqual([5, 0]);
    expect(withStock(sessions, undefined)).toEqual(sessions);
  });
});

describe('the registration checks', () => {
  it('asks for the education, the employment status and a session', () => {
    expect(
      checkRegister({ typeEducationId: null, typeEmploymentStatusId: null, sessions: [] }),
    ).toEqual({
      typeEducationId: 'validation.required',
      typeEmploymentStatusId: 'validation.required',
      sessions: 'validation.required',
    });
    expect(checkRegister({ typeEducationId: 1, typeEmploymentStatusId: 2, sessions: [1] })).toEqual(
      {},
    );
  });

  it('refuses more than three sessions', () => {
    expect(
      checkRegister({ typeEducationId: 1, typeEmploymentStatusId: 2, sessions: [1, 2, 3, 4] }),
    ).toEqual({ sessions: 'validation.maxItems|3' });
  });
});
