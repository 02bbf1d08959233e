import { MAX_ROW_ID } from '@vaga/contract';
import type { EventContext } from '../ui/job-list-link.ts';

/**
 * The event of a job list or job-class list opened with `type=event&eventId=` (spec §2); null for
 * the local vacancies, undefined when `type=event` names no usable event.
 */
export function eventContextOf(params: URLSearchParams): EventContext | null | undefined {
  if (params.get('type') !== 'event') return null;
  const raw = params.get('eventId');
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ROW_ID) return undefined;
  const name = params.get('eventName');
  return { eventId: Number(raw), eventName: name === null || name === '' ? undefined : name };
}
