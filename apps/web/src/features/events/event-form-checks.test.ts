import { describe, expect, it } from 'vitest';
import { checkEvent, emptyEventForm, type EventFormValues } from './lib/event-form-values.ts';

/** 10:00 on 2026-03-10, Macao time. */
const NOW = new Date('2026-03-10T02:00:00Z');

function event(days: Partial<EventFormValues>): EventFormValues {
  const texts = { cn: '招聘會', pt: 'Feira', en: 'Fair' };
  return {
    ...emptyEventForm(),
    typeEventId: '3',
    eventCatalogType: '1',
    name: texts,
    venue: texts,
    startDate: '2026-03-20',
    endDate: '2026-03-20',
    startTime: '10:00',
    endTime: '18:00',
    registerFrom: '2026-03-09',
    registerTo: '2026-03-19',
    ...days,
  };
}

describe('the console event form against the clock', () => {
  it('takes an event to come whose registration is open', () => {
    expect(checkEvent(event({}), undefined, NOW)).toEqual({});
  });

  it('refuses a new event that starts before today, as the server does', () => {
    expect(checkEvent(event({ startDate: '2026-03-09' }), undefined, NOW)).toEqual({
      startDate: 'validation.notPast',
    });
    expect(checkEvent(event({ startDate: '2026-03-10' }), undefined, NOW)).toEqual({});
  });

  it('refuses a new registration window that has closed', () => {
    expect(
      checkEvent(event({ registerFrom: '2026-03-01', registerTo: '2026-03-09' }), undefined, NOW),
    ).toEqual({ registerTo: 'validation.futureRequired' });
  });

  it('lets a change keep a first day and a window already past', () => {
    const running = event({
      startDate: '2026-03-08',
      endDate: '2026-03-12',
      registerFrom: '2026-03-01',
      registerTo: '2026-03-07',
    });
    expect(checkEvent({ ...running, venue: running.name }, running, NOW)).toEqual({});
    expect(checkEvent({ ...running, startDate: '2026-03-09' }, running, NOW)).toEqual({
      startDate: 'validation.notPast',
    });
  });
});
