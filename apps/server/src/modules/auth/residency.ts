import {
  EXPIRY_CHECKED_IDENTITY_TYPE,
  MACAO_TIME_ZONE,
  RESIDENT_IDENTITY_TYPES,
  type IdentityDoc,
  type Residency,
} from '@vaga/contract';

const macaoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: MACAO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Macao at an instant, `YYYY-MM-DD`. */
export function macaoToday(now: Date): string {
  return macaoDate.format(now);
}

/** A `YYYY-MM-DD` day moved by whole years and days (the result is clamped to a real day). */
export function shiftDate(day: string, years: number, days = 0): string {
  const [y, m, d] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(y + years, m - 1, d));
  if (shifted.getUTCMonth() !== m - 1) shifted.setUTCDate(0);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/**
 * Resident = a document of type 14 or 15 that is still valid on the Macao day (spec §1, §5):
 * a resident type whose documents have all passed their valid date is `documentExpired`.
 */
export function residencyOf(docs: readonly IdentityDoc[], today: string): Residency {
  const residentDocs = docs.filter((d) =>
    (RESIDENT_IDENTITY_TYPES as readonly number[]).includes(d.identityType),
  );
  if (residentDocs.length === 0) return 'notResident';
  return residentDocs.some((d) => d.identityValidDate >= today) ? 'resident' : 'documentExpired';
}

/** Whether the type-14 document checked at login has passed its valid date (spec §4). */
export function checkedDocumentExpired(docs: readonly IdentityDoc[], today: string): boolean {
  return docs.some(
    (d) => d.identityType === EXPIRY_CHECKED_IDENTITY_TYPE && d.identityValidDate < today,
  );
}

/** Age in whole years on a day. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}
