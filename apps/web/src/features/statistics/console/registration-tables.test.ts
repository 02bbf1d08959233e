import { describe, expect, it } from 'vitest';
import type { RegistrationFigures, StaffStatistics } from '@vaga/contract';
import { Translator } from '@/shared/lib/translate/translator.ts';
import en from '@vaga/contract/texts/en/screens/statistics-console.json';
import {
  decisionDaysTable,
  eventsTable,
  registrationsTable,
  waitingTable,
} from './registration-tables.ts';

const t = new Translator({
  lng: 'en',
  resources: { en: { 'statistics-console': en } },
  defaultNS: 'statistics-console',
  useSuspense: false,
}).t;

const kind = (received: number | null, medianDays: number | null): RegistrationFigures => ({
  received,
  decided: 6,
  approved: 5,
  refused: null,
  medianDays,
  p90Days: medianDays === null ? null : medianDays * 2,
});

const figures = {
  from: '2026-10-01',
  to: '2026-11-30',
  by: 'month',
  periods: [
    {
      from: '2026-10-01',
      to: '2026-10-31',
      registrations: { jobSeeks: kind(7, 3), unemployment: kind(null, null) },
    },
    {
      from: '2026-11-01',
      to: '2026-11-30',
      registrations: { jobSeeks: kind(0, null), unemployment: kind(9, 1.5) },
    },
  ],
  totals: { registrations: { jobSeeks: kind(7, 3.5), unemployment: kind(9, 1.5) } },
  waiting: {
    at: '2026-11-15T04:00:00.000Z',
    jobSeeks: { upTo7: 5, upTo30: null, upTo90: 0, over90: 12 },
    unemployment: { upTo7: 0, upTo30: 6, upTo90: null, over90: 0 },
  },
  events: [
    {
      eventId: 1,
      name: 'Fair',
      startDate: '2026-10-31',
      endDate: '2026-11-01',
      registered: 12,
      checkedIn: 9,
      showUpRate: 0.75,
      sessions: [
        {
          sessionId: 2,
          date: '2026-10-31',
          startTime: '10:00',
          endTime: '12:00',
          registered: 6,
          checkedIn: 5,
          showUpRate: 0.833,
        },
      ],
    },
  ],
} as unknown as StaffStatistics;

describe('the registrations’ and events’ tables', () => {
  it('give each period both kinds received, approved and refused, small groups null', () => {
    const table = registrationsTable(figures, t);
    expect(table.head).toEqual([
      'Period',
      'Job-seeking registrations: received',
      'Job-seeking registrations: approved',
      'Job-seeking registrations: refused',
      'Unemployment registrations: received',
      'Unemployment registrations: approved',
      'Unemployment registrations: refused',
    ]);
    expect(table.rows).toEqual([
      ['2026-10', 7, 5, null, null, 5, null],
      ['2026-11', 0, 5, null, 9, 5, null],
    ]);
  });

  it('give the days to a decision by period and for the whole range last', () => {
    expect(decisionDaysTable(figures, t).rows).toEqual([
      ['2026-10', 3, 6, null, null],
      ['2026-11', null, null, 1.5, 3],
      ['Whole range', 3.5, 7, 1.5, 3],
    ]);
  });

  it('give those waiting by days waited, at the instant counted in Macao time', () => {
    const table = waitingTable(figures, t);
    expect(table.head[0]).toBe('Days waited at 2026/11/15 12:00');
    expect(table.rows).toEqual([
      ['0–7 days', 5, 0],
      ['8–30 days', null, 6],
      ['31–90 days', 0, null],
      ['More than 90 days', 12, 0],
    ]);
  });

  it('give each event, then each of its sessions, with the show-up rate in percent', () => {
    expect(eventsTable(figures, t).rows).toEqual([
      ['Fair', 12, 9, 75],
      ['Fair · 2026/10/31 10:00–12:00', 6, 5, 83],
    ]);
  });
});
