/** A positive id from the query (`eventId`, `jobOfferId`, `typeEventId`), null when absent or bad. */
export function idOf(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_000_000_000
    ? Number(value)
    : null;
}
