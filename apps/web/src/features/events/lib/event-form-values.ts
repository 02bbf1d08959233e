import {
  ConsoleEventInputSchema,
  ConsoleEventSessionInputSchema,
  EVENT_LIMITS,
  macaoToday,
  type ConsoleEventInput,
  type ConsoleEventSessionInput,
  type EventSession,
} from '@vaga/contract';
import type { z } from 'zod';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { requiredBySchema } from '@/shared/lib/required-fields.ts';

export const EVENT_LANGUAGES = ['cn', 'pt', 'en'] as const;
export type EventLanguage = (typeof EVENT_LANGUAGES)[number];
type Texts = Record<EventLanguage, string>;

/** The event form as typed: every field a string; the registration window in Macao days. */
export interface EventFormValues {
  typeEventId: string;
  eventCatalogType: string;
  name: Texts;
  venue: Texts;
  description: Texts;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** `YYYY-MM-DD`: from 00:00 of the first day to 23:59:59 of the last, Macao time. */
  registerFrom: string;
  registerTo: string;
  maxApplyPerSeeker: string;
}

const noTexts = (): Texts => ({ cn: '', pt: '', en: '' });

/** An ISO instant as the Macao day it falls on (`YYYY-MM-DD`, '' when not an instant). */
export function toMacaoDay(instant: string): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? '' : macaoToday(new Date(time));
}

export function emptyEventForm(): EventFormValues {
  return {
    typeEventId: '',
    eventCatalogType: '',
    name: noTexts(),
    venue: noTexts(),
    description: noTexts(),
    startDate: '',
    endDate: '',
    startTime: '',
    endTime: '',
    registerFrom: '',
    registerTo: '',
    maxApplyPerSeeker: String(EVENT_LIMITS.defaultMaxApplyPerSeeker),
  };
}

export function eventFormOf(input: z.infer<typeof ConsoleEventInputSchema>): EventFormValues {
  return {
    ...input,
    typeEventId: String(input.typeEventId),
    eventCatalogType: String(input.eventCatalogType),
    name: { ...input.name },
    venue: { ...input.venue },
    description: { ...input.description },
    registerFrom: toMacaoDay(input.registerFrom),
    registerTo: toMacaoDay(input.registerTo),
    maxApplyPerSeeker: String(input.maxApplyPerSeeker),
  };
}

const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value));
const trimmed = (texts: Texts): Texts => ({
  cn: texts.cn.trim(),
  pt: texts.pt.trim(),
  en: texts.en.trim(),
});

export function eventInputOf(values: EventFormValues): ConsoleEventInput {
  return {
    ...values,
    typeEventId: numberOf(values.typeEventId) as number,
    eventCatalogType: numberOf(values.eventCatalogType) as number,
    name: trimmed(values.name),
    venue: trimmed(values.venue),
    description: trimmed(values.description),
    maxApplyPerSeeker: numberOf(values.maxApplyPerSeeker),
  };
}

/** Which of an event's fields must be given, marked on their labels. */
export const REQUIRED = requiredBySchema(ConsoleEventInputSchema);

/** Message keys by field path (`name.pt`, `startDate`…); an empty value reads "required". */
function errorsByPath(schema: z.ZodType, value: unknown): FormErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const input = path.reduce<unknown>(
      (at, key) => (at as Record<string, unknown> | undefined)?.[key],
      value,
    );
    errors[path.join('.')] ??=
      input === '' || input === undefined ? 'validation.required' : issue.message;
  }
  return errors;
}

/**
 * The event's fields by the contract's schema, then against the clock as the server holds them
 * (Macao days): a new or moved first day is today or later, a new or changed registration window
 * has not closed. `before` is the event as saved, when it is changed.
 */
export function checkEvent(
  values: EventFormValues,
  before?: EventFormValues,
  now = new Date(),
): FormErrors {
  const errors = errorsByPath(ConsoleEventInputSchema, eventInputOf(values));
  const today = macaoToday(now);
  if (!errors.startDate && values.startDate !== before?.startDate && values.startDate < today)
    errors.startDate = 'validation.notPast';
  if (!errors.registerTo && values.registerTo !== before?.registerTo && values.registerTo < today)
    errors.registerTo = 'validation.futureRequired';
  return errors;
}

/** The session form as typed. */
export type SessionFormValues = Record<keyof ConsoleEventSessionInput, string>;

export function sessionFormOf(session?: EventSession): SessionFormValues {
  return {
    date: session?.date ?? '',
    startTime: session?.startTime ?? '',
    endTime: session?.endTime ?? '',
    quota: session ? String(session.quota) : '',
    ticketFrom: session?.ticketFrom ?? '',
    ticketTo: session?.ticketTo ?? '',
  };
}

export function sessionInputOf(values: SessionFormValues): ConsoleEventSessionInput {
  return { ...values, quota: numberOf(values.quota) as number };
}

/**
 * A session: the schema's fields, then as the server holds them, a day of the event (`days`), an
 * end after the start, and tickets collected until no earlier than from.
 */
export function checkSession(
  values: SessionFormValues,
  days?: { from: string; to: string },
): FormErrors {
  const errors = errorsByPath(ConsoleEventSessionInputSchema, sessionInputOf(values));
  if (!errors.date && days && (values.date < days.from || values.date > days.to))
    errors.date = 'validation.invalid';
  if (!errors.startTime && !errors.endTime && values.endTime <= values.startTime)
    errors.endTime = 'validation.dateOrder';
  if (!errors.ticketFrom && !errors.ticketTo && values.ticketTo < values.ticketFrom)
    errors.ticketTo = 'validation.dateOrder';
  return errors;
}

/** A server's refusal of one field (VALIDATION_FAIL [`body.field`, message key]), if it is one. */
export function fieldRefusal(code: string, args: readonly (string | number)[]): FormErrors | null {
  const [path, message] = args;
  return code === 'VALIDATION_FAIL' &&
    typeof path === 'string' &&
    path.startsWith('body.') &&
    typeof message === 'string'
    ? { [path.slice('body.'.length)]: message }
    : null;
}
