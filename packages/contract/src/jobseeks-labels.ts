import type { Locale } from './languages.ts';
import type {
  JobSeekResultId,
  JobSeekStateName,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
} from './jobseeks-states.ts';
import { text } from './texts.ts';

/**
 * Names of the job-seeking registration's states, results, actions and choices, from the
 * `jobseeks` catalogue of each language (`texts/<tag>/jobseeks.json`).
 */
export const JOB_SEEK_ACTIONS = [
  'registered',
  'updated',
  'approved',
  'refused',
  'referred',
  'closed',
  'expired',
  'withdrawn',
] as const;
export type JobSeekAction = (typeof JOB_SEEK_ACTIONS)[number];
export type NotificationMethodId = (typeof NOTIFICATION_METHODS)[keyof typeof NOTIFICATION_METHODS];
export type NotificationTypeId = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

/** The service's name, as a record is called (jobSeekName). */
export function jobSeekServiceName(language: Locale): string {
  return text(language, 'jobseeks', 'service');
}

export function jobSeekStateName(state: JobSeekStateName, language: Locale): string {
  return text(language, 'jobseeks', `state.${state}`);
}

export function jobSeekResultName(result: JobSeekResultId, language: Locale): string {
  return text(language, 'jobseeks', `result.${result}`);
}

export function jobSeekActionName(action: JobSeekAction, language: Locale): string {
  return text(language, 'jobseeks', `action.${action}`);
}

export function notificationMethodName(method: NotificationMethodId, language: Locale): string {
  return text(language, 'jobseeks', `notificationMethod.${method}`);
}

export function notificationTypeName(type: NotificationTypeId, language: Locale): string {
  return text(language, 'jobseeks', `notificationType.${type}`);
}
