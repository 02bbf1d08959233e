import { EVENT_LIMITS } from '@vaga/contract';

export interface RegisterDraft {
  typeEducationId: number | null;
  typeEmploymentStatusId: number | null;
  sessions: number[];
}

export type RegisterErrors = Partial<Record<keyof RegisterDraft, string>>;

/** The form's own checks (the server checks again): both options and 1 to 3 sessions. */
export function checkRegister(draft: RegisterDraft): RegisterErrors {
  const errors: RegisterErrors = {};
  if (draft.typeEducationId === null) errors.typeEducationId = 'validation.required';
  if (draft.typeEmploymentStatusId === null) errors.typeEmploymentStatusId = 'validation.required';
  if (draft.sessions.length === 0) errors.sessions = 'validation.required';
  else if (draft.sessions.length > EVENT_LIMITS.sessionsPerRegistration) {
    errors.sessions = `validation.maxItems|${EVENT_LIMITS.sessionsPerRegistration}`;
  }
  return errors;
}
