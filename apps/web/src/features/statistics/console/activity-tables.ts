import {
  LANGUAGES,
  LOCALES,
  NOTIFICATION_OUTCOMES,
  RESIDENT_FIGURES,
  type NotificationFigures,
  type StaffStatistics,
} from '@vaga/contract';
import type { TFunction as Translate } from '@/shared/lib/translate/translator.ts';
import type { FigureTable } from '../lib/figure-table.ts';
import { periodName } from '../lib/periods.ts';

/** Sent, failed and skipped deliveries of a period, every channel and kind together. */
function outcomesOf(figures: NotificationFigures): number[] {
  return NOTIFICATION_OUTCOMES.map((outcome) =>
    figures.reduce((sum, cell) => sum + cell[outcome], 0),
  );
}

/** Notifications by period: sent, failed, skipped. */
export function notificationTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('period'), ...NOTIFICATION_OUTCOMES.map((o) => t(`notifications.${o}`))],
    rows: s.periods.map((p) => [periodName(p, s.by), ...outcomesOf(p.notifications)]),
  };
}

/** Notifications of the range by channel and kind: sent, failed, skipped. */
export function notificationKindTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [
      t('notifications.channelKind'),
      ...NOTIFICATION_OUTCOMES.map((o) => t(`notifications.${o}`)),
    ],
    rows: s.totals.notifications.map((cell) => [
      t('notifications.of', {
        channel: t(`notifications.channels.${cell.channel}`),
        kind: t(`notifications.kinds.${cell.kind}`),
      }),
      ...NOTIFICATION_OUTCOMES.map((outcome) => cell[outcome]),
    ]),
  };
}

/** Residents by period: new resumes, published resumes, new job alerts (all languages). */
export function residentTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('period'), ...RESIDENT_FIGURES.map((f) => t(`residents.${f}`))],
    rows: s.periods.map((p) => [
      periodName(p, s.by),
      ...RESIDENT_FIGURES.map((f) => p.residents[f].all),
    ]),
  };
}

/** Residents of the range by language of use. */
export function languageTable(s: StaffStatistics, t: Translate): FigureTable {
  return {
    head: [t('residents.language'), ...RESIDENT_FIGURES.map((f) => t(`residents.${f}`))],
    rows: LOCALES.map((locale) => [
      LANGUAGES.find((language) => language.tag === locale)?.selfName ?? locale,
      ...RESIDENT_FIGURES.map((f) => s.totals.residents[f].byLanguage[locale]),
    ]),
  };
}
