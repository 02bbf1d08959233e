import type { TFunction } from '@/shared/lib/translate/translator.ts';

/** "3 reports from 2 accounts": each number with its own plural form. */
export function reportCounts(
  t: TFunction,
  counts: { reportCount: number; accountCount: number },
): string {
  return t('vacancyReports.counts', {
    reports: t('vacancyReports.reportCount', { count: counts.reportCount }),
    accounts: t('vacancyReports.accounts', { count: counts.accountCount }),
  });
}
