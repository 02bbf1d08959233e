import {
  ArrangeInterviewSchema,
  DeclineRequestSchema,
  InviteSeekerSchema,
  RecordResultSchema,
  leavesTimeToReply,
  macaoLocalToInstant,
  type ArrangeInterview,
  type DeclineRequest,
  type InviteSeeker,
  type RecordResult,
} from '@vaga/contract';
import type { z } from 'zod';

/** Message keys (`validation.*`, or a catalogue code) by field name; empty when the form can be sent. */
export type FormErrors = Record<string, string>;

export function errorsOf(schema: z.ZodType, value: unknown): FormErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const input = (value as Record<string, unknown>)[field];
    errors[field] ??= input === '' || input === undefined ? 'validation.required' : issue.message;
  }
  return errors;
}

/** An arrangement: date and time, place and an 8-digit contact phone; the remark is optional. */
export const checkArrangement = (value: ArrangeInterview) =>
  errorsOf(ArrangeInterviewSchema, value);

/** A decline needs its reason. */
export const checkDecline = (value: DeclineRequest) => errorsOf(DeclineRequestSchema, value);

/** A result is one of hired, not hired, absent. */
export const checkResult = (value: Partial<RecordResult>) => errorsOf(RecordResultSchema, value);

/**
 * An invitation: a seeker, one of the vacancies and the arrangement, with an interview that
 * leaves the seeker at least a day to reply (the server's BE_INTERVIEW_REPLY_TIME_TOO_SHORT).
 */
export function checkInvitation(value: Partial<InviteSeeker>, now = new Date()): FormErrors {
  const errors = errorsOf(InviteSeekerSchema, value);
  const at = value.interviewAt ? macaoLocalToInstant(value.interviewAt) : null;
  if (!errors.interviewAt && at && at > now && !leavesTimeToReply(now, at)) {
    errors.interviewAt = 'BE_INTERVIEW_REPLY_TIME_TOO_SHORT';
  }
  return errors;
}
