import { JobOfferReportInputSchema, type ReportReason } from '@vaga/contract';

/** What the report form holds: a reason (none chosen yet) and the text. */
export interface ReportDraft {
  reason: ReportReason | null;
  text: string;
}

/**
 * The report's problems as `validation.*` keys by field, empty when it can be sent: a reason is
 * chosen, the text is at most REPORT_LIMITS.textMax characters and is given for "other". The same
 * schema as the server's.
 */
export function checkReport(draft: ReportDraft): Record<string, string> {
  const result = JobOfferReportInputSchema.safeParse({
    reason: draft.reason ?? undefined,
    text: draft.text,
  });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}
