import type { Locale } from './languages.ts';
import type { UnemploymentAction } from './unemployment-records.ts';
import type {
  UnemploymentFileKind,
  UnemploymentReasonId,
  UnemploymentStateName,
} from './unemployment-states.ts';
import { text } from './texts.ts';

/**
 * Names of the unemployment registration's states, reasons, file kinds and actions, from the
 * `unemployment` catalogue of each language (`texts/<tag>/unemployment.json`).
 */
export function unemploymentServiceName(language: Locale): string {
  return text(language, 'unemployment', 'service');
}

export function unemploymentStateName(state: UnemploymentStateName, language: Locale): string {
  return text(language, 'unemployment', `state.${state}`);
}

export function unemploymentReasonName(reason: UnemploymentReasonId, language: Locale): string {
  return text(language, 'unemployment', `reason.${reason}`);
}

export function unemploymentFileKindName(kind: UnemploymentFileKind, language: Locale): string {
  return text(language, 'unemployment', `fileKind.${kind}`);
}

export function unemploymentActionName(action: UnemploymentAction, language: Locale): string {
  return text(language, 'unemployment', `action.${action}`);
}
