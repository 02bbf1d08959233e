import {
  UNEMPLOYMENT_ACTIONS,
  UNEMPLOYMENT_FILE_KINDS,
  UNEMPLOYMENT_LIMITS,
  UNEMPLOYMENT_REASONS,
  UNEMPLOYMENT_STATES,
  localeOfApiLanguage,
  unemploymentActionName,
  unemploymentReasonName,
  unemploymentStateName,
  type ApiLanguage,
  type UnemploymentAction,
  type UnemploymentAttachment,
  type UnemploymentFileKind,
  type UnemploymentHistoryEntry,
  type UnemploymentReasonId,
  type UnemploymentStateName,
  type UnemploymentSupplement,
} from '@vaga/contract';
import { plainText } from '../../platform/free-text.ts';
import type { AttachmentRow, SupplementRow } from './unemployment-files.repository.ts';
import type { EventRow, RegistrationRow } from './unemployment.repository.ts';

const STATE_NAME = Object.fromEntries(
  Object.entries(UNEMPLOYMENT_STATES).map(([name, state]) => [state, name]),
) as Record<number, UnemploymentStateName>;

export function stateDesc(state: number, lang: ApiLanguage): string {
  const name = STATE_NAME[state];
  return name ? unemploymentStateName(name, localeOfApiLanguage(lang)) : '';
}

const REASON_IDS = new Set<number>(Object.values(UNEMPLOYMENT_REASONS));
const ACTIONS = new Set<string>(UNEMPLOYMENT_ACTIONS);

export function reasonName(reasonId: number | null, lang: ApiLanguage): string | null {
  return reasonId != null && REASON_IDS.has(reasonId)
    ? unemploymentReasonName(reasonId as UnemploymentReasonId, localeOfApiLanguage(lang))
    : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which a draft's last change makes it expired, at `now`. */
export function draftCutoff(now: Date): string {
  return new Date(now.getTime() - UNEMPLOYMENT_LIMITS.draftDays * DAY_MS).toISOString();
}

/** The last instant a draft changed at `updatedAt` can be resumed. */
export function draftExpiresAt(updatedAt: string): string {
  return new Date(Date.parse(updatedAt) + UNEMPLOYMENT_LIMITS.draftDays * DAY_MS).toISOString();
}

export function isExpiredDraft(row: RegistrationRow, now: Date): boolean {
  return row.state === UNEMPLOYMENT_STATES.draft && row.updated_at < draftCutoff(now);
}

function kindOf(kind: string): UnemploymentFileKind {
  return (UNEMPLOYMENT_FILE_KINDS as readonly string[]).includes(kind)
    ? (kind as UnemploymentFileKind)
    : 'proof';
}

export function toAttachment(row: AttachmentRow): UnemploymentAttachment {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    fileName: row.file_name,
    contentType: row.content_type,
    size: Number(row.size),
    uploadDate: row.uploaded_at,
    supplementId: row.supplement_id,
  };
}

export function totalBytes(rows: readonly AttachmentRow[]): number {
  return rows.reduce((sum, row) => sum + Number(row.size), 0);
}

export function toSupplement(row: SupplementRow, files: AttachmentRow[]): UnemploymentSupplement {
  return {
    id: row.id,
    request: plainText(row.request),
    requestedAt: row.requested_at,
    answeredAt: row.answered_at,
    remark: row.remark === null ? null : plainText(row.remark),
    attachments: files.filter((f) => f.supplement_id === row.id).map(toAttachment),
  };
}

/** The history in words; `names` gives the accounts' names (the console), else actorName is null. */
export function historyOf(
  events: EventRow[],
  lang: ApiLanguage,
  names?: Map<number, string>,
): UnemploymentHistoryEntry[] {
  return events.map((e) => {
    const action = e.action as UnemploymentAction;
    const actor = e.actor === 'staff' || e.actor === 'system' ? e.actor : 'seeker';
    return {
      action,
      actionDesc: ACTIONS.has(action)
        ? unemploymentActionName(action, localeOfApiLanguage(lang))
        : e.action,
      at: e.at,
      actor,
      actorName:
        names && e.actor_account_id !== null ? (names.get(e.actor_account_id) ?? null) : null,
      // Free text of staff or the seeker (a reason, a request): plain text (free-text.ts).
      detail: e.detail === null ? null : plainText(e.detail),
    };
  });
}
