import { MAX_ROW_ID } from '@vaga/contract';

/** A positive id from the query (`eventId`, `jobOfferId`, `typeEventId`), null when absent or bad. */
export function idOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ROW_ID
    ? Number(value)
    : null;
}
