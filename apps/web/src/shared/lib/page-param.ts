import { MAX_ROW_ID } from '@vaga/contract';

/** A page number from the address: a small non-negative integer, 0 for anything else. */
export function pageOf(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 0;
}

/** An id from the address: a positive integer, or null for anything else. */
export function idOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ROW_ID
    ? Number(value)
    : null;
}
