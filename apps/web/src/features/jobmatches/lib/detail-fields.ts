import { createElement, type ReactNode } from 'react';
import type { TFunction } from '@/shared/lib/translate/translator.ts';
import { INTERVIEW_TIME_PERIODS, type JobMatchDetail } from '@vaga/contract';
import { formatDate, formatDateTime, formatSalary } from '@/shared/lib/format.ts';
import { RichText } from '@/shared/ui/rich-text.tsx';

const PERIOD_KEYS: Record<number, string> = {
  [INTERVIEW_TIME_PERIODS.morning]: 'periods.morning',
  [INTERVIEW_TIME_PERIODS.afternoon]: 'periods.afternoon',
  [INTERVIEW_TIME_PERIODS.anytime]: 'periods.anytime',
};

/** An instant shown in Macao time; a free text (e.g. "10:00–11:00") as written. */
function instantOrText(value: string | null): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDateTime(value) : value;
}

/** The interview's date and time, one field: the instant, else the time as the server wrote it. */
function interviewAt(match: JobMatchDetail): string {
  return match.interviewDate
    ? formatDateTime(match.interviewDate)
    : instantOrText(match.interviewTime);
}

/** Rich text drawn as such; '' when there is none. */
const rich = (html: string): ReactNode => (html === '' ? '' : createElement(RichText, { html }));

/** Every field of the detail view (spec §3), in reading order, as label and text. */
export function detailFields(match: JobMatchDetail, t: TFunction): [string, ReactNode][] {
  const period = match.expectedInterviewTimePeriod;
  return [
    [t('fields.interviewNo'), match.interviewNo],
    [t('fields.createDate'), formatDateTime(match.createDate)],
    [t('fields.status'), match.typeJobMatchStatusDesc],
    [t('fields.employerName'), match.employerName],
    [t('fields.salary'), formatSalary(match.salary, match.salaryTypeName)],
    [t('fields.education'), match.education],
    [t('fields.experience'), match.experience],
    [t('fields.workingArea'), match.workingArea],
    [t('fields.workingTime'), match.workingTime],
    [t('fields.responsibilities'), match.responsibilities],
    [t('fields.expectedInterviewDateFrom'), formatDate(match.expectedInterviewDateFrom)],
    [t('fields.expectedInterviewDateTo'), formatDate(match.expectedInterviewDateTo)],
    [
      t('fields.expectedInterviewTimePeriod'),
      period !== null && PERIOD_KEYS[period] ? t(PERIOD_KEYS[period]) : '',
    ],
    [t('fields.content'), match.content],
    [t('fields.lastReplyDate'), formatDateTime(match.lastReplyDate)],
    [t('fields.interviewDate'), interviewAt(match)],
    [t('fields.location'), match.location],
    [t('fields.contactPhone'), match.contactPhone],
    [t('fields.result'), match.result],
    [t('fields.otherReasons'), match.otherReasons],
    [t('fields.remark'), rich(match.remark)],
    [t('fields.cvName'), match.cvName ?? ''],
  ];
}
