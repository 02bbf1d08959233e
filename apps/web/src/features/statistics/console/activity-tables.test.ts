import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  OUTSIDE_CHANNELS,
  type ResidentCount,
  type StaffStatistics,
} from '@vaga/contract';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import {
  languageTable,
  notificationKindTable,
  notificationTable,
  residentTable,
} from './activity-tables.ts';

/** Keys as texts, with their values: the tables' wording is the catalogues' business. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options?.channel ? `${String(options.channel)}/${String(options.kind)}` : key) as TFunction;

const cells = (sent: number, failed: number) =>
  OUTSIDE_CHANNELS.flatMap((channel) =>
    NOTIFICATION_KINDS.map((kind) => ({
      channel,
      kind,
      sent: channel === 'email' && kind === 'interviews' ? sent : 0,
      failed: channel === 'sms' && kind === 'alerts' ? failed : 0,
      skipped: 0,
    })),
  );
const count = (all: number | null, pt: number | null): ResidentCount => ({
  all,
  byLanguage: { 'zh-Hant': 0, 'zh-Hans': 0, pt, en: 0 },
});
const residents = (all: number | null, pt: number | null) => ({
  newResumes: count(all, pt),
  publishedResumes: count(all, pt),
  jobAlerts: count(0, 0),
});
const figures = {
  by: 'month',
  periods: [
    {
      from: '2026-10-01',
      to: '2026-10-31',
      notifications: cells(7, 1),
      residents: residents(6, 6),
    },
    {
      from: '2026-11-01',
      to: '2026-11-30',
      notifications: cells(2, 0),
      residents: residents(null, null),
    },
  ],
  totals: { notifications: cells(9, 1), residents: residents(9, 9) },
} as unknown as StaffStatistics;

describe('notifications and residents tables', () => {
  it('sums every channel and kind of a period into sent, failed, skipped', () => {
    expect(notificationTable(figures, t).rows).toEqual([
      ['2026-10', 7, 1, 0],
      ['2026-11', 2, 0, 0],
    ]);
  });

  it('names every channel and kind of the range in a row of its own', () => {
    const { rows } = notificationKindTable(figures, t);
    expect(rows).toHaveLength(OUTSIDE_CHANNELS.length * NOTIFICATION_KINDS.length);
    expect(rows[0]).toEqual([
      'notifications.channels.email/notifications.kinds.interviews',
      9,
      0,
      0,
    ]);
  });

  it('keeps a withheld count as null, by period and by language of use', () => {
    expect(residentTable(figures, t).rows).toEqual([
      ['2026-10', 6, 6, 0],
      ['2026-11', null, null, 0],
    ]);
    expect(languageTable(figures, t).rows.map((row) => row.slice(1))).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [9, 9, 0],
      [0, 0, 0],
    ]);
  });
});
