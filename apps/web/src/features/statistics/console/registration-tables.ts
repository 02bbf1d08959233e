import {
  REGISTRATION_KINDS,
  WAITING_AGES,
  type RegistrationFigures,
  type StaffStatistics,
} from '@vaga/contract';
import { formatDate, formatDateTime } from '@/shared/lib/format.ts';
import type { TFunction as Translate } from '@/shared/lib/translate/translator.ts';
import type { FigureTable } from '../lib/figure-table.ts';
import { periodName } from '../lib/periods.ts';

const COUNTS = ['received', 'approved', 'refused'] as const;
const DAYS = ['medianDays', 'p90Days'] as const;

/** A column title: the kind of registration and the figure, e.g. "Job seeking: received". */
const column = (t: Translate, kind: string, figure: string) =>
  t('registrations.column', {
    kind: t(`registrations.kinds.${kind}`),
    figure: t(`registrations.figures.${figure}`),
  });

/** Both kinds' registrations received, approved and refused, by period. */
export function registrationsTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [
      t('period'),
      ...REGISTRATION_KINDS.flatMap((kind) => COUNTS.map((f) => column(t, kind, f))),
    ],
    rows: s.periods.map((p) => [
      periodName(p, s.by),
      ...REGISTRATION_KINDS.flatMap((kind) => COUNTS.map((f) => p.registrations[kind][f])),
    ]),
  };
}

const days = (r: RegistrationFigures) => DAYS.map((f) => r[f]);

/** The median and 90th percentile of days to a decision, by period and for the whole range. */
export function decisionDaysTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [
      t('period'),
      ...REGISTRATION_KINDS.flatMap((kind) => DAYS.map((f) => column(t, kind, f))),
    ],
    rows: [
      ...s.periods.map((p) => [
        periodName(p, s.by),
        ...REGISTRATION_KINDS.flatMap((kind) => days(p.registrations[kind])),
      ]),
      [
        t('registrations.wholeRange'),
        ...REGISTRATION_KINDS.flatMap((kind) => days(s.totals.registrations[kind])),
      ],
    ],
  };
}

/** Those waiting for a decision at the range's end (or now), by days waited. */
export function waitingTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [
      t('registrations.waitedAt', { at: formatDateTime(s.waiting.at) }),
      ...REGISTRATION_KINDS.map((kind) => t(`registrations.kinds.${kind}`)),
    ],
    rows: WAITING_AGES.map((age) => [
      t(`registrations.ages.${age}`),
      ...REGISTRATION_KINDS.map((kind) => s.waiting[kind][age]),
    ]),
  };
}

/** A show-up rate as a whole percent; null when not given. */
const percent = (rate: number | null) => (rate === null ? null : Math.round(rate * 100));

/** Each event of the range and each of its sessions: registered, checked in, show-up rate. */
export function eventsTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [
      t('events.event'),
      t('events.registered'),
      t('events.checkedIn'),
      t('events.showUpRate'),
    ],
    rows: s.events.flatMap((e) => [
      [e.name, e.registered, e.checkedIn, percent(e.showUpRate)],
      ...e.sessions.map((session) => [
        t('events.session', {
          name: e.name,
          date: formatDate(session.date),
          from: session.startTime,
          to: session.endTime,
        }),
        session.registered,
        session.checkedIn,
        percent(session.showUpRate),
      ]),
    ]),
  };
}
