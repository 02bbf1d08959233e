import type { IdentityDoc, Residency } from './auth.ts';
import { EXPIRY_CHECKED_IDENTITY_TYPE, LIMITS, RESIDENT_IDENTITY_TYPES } from './limits.ts';

/**
 * The person behind an account, as the identity provider describes them: residency (spec §1),
 * the login flow's document check (spec §4) and age (spec §9). Written once for server and web.
 */

const isResidentType = (doc: IdentityDoc) =>
  (RESIDENT_IDENTITY_TYPES as readonly number[]).includes(doc.identityType);

/** Whether a document is still valid on a Macao day (valid through its last day). */
const validOn = (doc: IdentityDoc, today: string) => doc.identityValidDate >= today;

/**
 * Resident = a document of type 14 or 15 still valid on the Macao day (spec §1, §5). A person
 * whose resident documents have all passed their valid date is `documentExpired`; a person with
 * no resident document is `notResident`.
 */
export function residencyOf(docs: readonly IdentityDoc[], today: string): Residency {
  const residentDocs = docs.filter(isResidentType);
  if (residentDocs.length === 0) return 'notResident';
  return residentDocs.some((d) => validOn(d, today)) ? 'resident' : 'documentExpired';
}

/**
 * The login flow's expiry check (spec §4: "check identity document expiry (type 14; if the valid
 * date has passed, error 'document expired')"). The person holds a type-14 document and every
 * one of them has passed its valid date — a renewed card beside the old one is not blocked — and
 * no other resident document is still valid either, so the check never blocks someone the
 * server counts as resident.
 */
export function isIdentityDocumentExpired(docs: readonly IdentityDoc[], today: string): boolean {
  const checked = docs.filter((d) => d.identityType === EXPIRY_CHECKED_IDENTITY_TYPE);
  return checked.length > 0 && residencyOf(docs, today) === 'documentExpired';
}

/** Age in whole years on a day (both `YYYY-MM-DD`); it grows on the birthday itself. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether a birthday gives the minimum age (spec §9: 16) on a day. */
export function isOldEnough(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= LIMITS.minimumAge;
}
