import {
  pickColumn,
  REPORT_REASONS,
  type ApiLanguage,
  type JobOfferReport,
  type ReportedJobOffer,
  type ReportReason,
} from '@vaga/contract';
import type {
  JobOfferReportRow,
  ReportedOfferRow,
  ReportGroupRow,
  ReportOutcome,
} from './joboffer-reports.repository.ts';

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

const isOutcome = (value: string | null): value is ReportOutcome =>
  value === 'KEPT' || value === 'REMOVED';

/** A reported vacancy of the staff queue, from its counted reports and the vacancy's names. */
export function toReportedJobOffer(
  group: ReportGroupRow,
  offer: ReportedOfferRow | undefined,
  reasons: { reason: string; count: number }[],
  outcome: ReportOutcome | null,
  lang: ApiLanguage,
): ReportedJobOffer {
  return {
    jobOfferId: group.jobOfferId,
    title: offer ? pickColumn(offer, 'title', lang) : '',
    employerName: offer ? pickColumn(offer, 'employer', lang) : '',
    reportCount: group.reportCount,
    accountCount: group.accountCount,
    hidden: offer?.removal_kind === 'hidden',
    reasons: reasons.flatMap((r) =>
      isReason(r.reason) ? [{ reason: r.reason, count: r.count }] : [],
    ),
    firstReportedAt: group.firstReportedAt,
    lastReportedAt: group.lastReportedAt,
    outcome,
  };
}

/** The counts of some reports of one vacancy, as the queue groups them. */
export function groupOf(jobOfferId: number, reports: JobOfferReportRow[]): ReportGroupRow {
  const times = reports.map((r) => r.created_at).sort();
  const accounts = new Set(reports.flatMap((r) => (r.account_id === null ? [] : [r.account_id])));
  return {
    jobOfferId,
    reportCount: reports.length,
    accountCount: accounts.size,
    firstReportedAt: times[0] ?? '',
    lastReportedAt: times.at(-1) ?? '',
  };
}

/** Reports by reason, in the order of REPORT_REASONS. */
export function reasonCounts(reports: JobOfferReportRow[]): { reason: string; count: number }[] {
  return REPORT_REASONS.flatMap((reason) => {
    const count = reports.filter((r) => r.reason === reason).length;
    return count > 0 ? [{ reason, count }] : [];
  });
}

/** The outcome of the latest decision among closed reports (null when none is closed). */
export function latestOutcome(reports: JobOfferReportRow[]): ReportOutcome | null {
  let latest: JobOfferReportRow | null = null;
  for (const r of reports)
    if (r.closed_at !== null && (latest === null || r.closed_at > (latest.closed_at ?? '')))
      latest = r;
  return latest && isOutcome(latest.outcome) ? latest.outcome : null;
}

/** One report as staff see it; `closedBy` names the staff account. */
export function toJobOfferReport(
  row: JobOfferReportRow,
  staffNames: Map<number, string>,
): JobOfferReport | null {
  if (!isReason(row.reason)) return null;
  return {
    reason: row.reason,
    text: row.text,
    at: row.created_at,
    byAccount: row.account_id !== null,
    closedAt: row.closed_at,
    outcome: isOutcome(row.outcome) ? row.outcome : null,
    closedBy: row.closed_by === null ? null : (staffNames.get(row.closed_by) ?? null),
  };
}
