import { isIdentityDocumentExpired, isOldEnough, type AccountProfile } from '@vaga/contract';

/**
 * The kinds of user of spec §6, plus the resident whose document has expired (spec §4, §5: an
 * expired identity document blocks the service).
 */
export type UserKind =
  | 'visitor'
  | 'nonResident'
  | 'documentExpired'
  | 'residentWithoutProfile'
  | 'resident'
  /** A resident under 16 by the identity's birth date (spec §5, §9): the service refuses them. */
  | 'underAge'
  /** An employer or staff account: it uses its console, not the job-seeking service. */
  | 'consoleAccount';

/** What a page needs of its user; spec §6 decides who sees what. */
export type UserGateLevel =
  /** Everyone but a logged-in non-resident (a visitor uses it locally, e.g. favourites). */
  | 'notNonResident'
  /** A logged-in resident. */
  | 'resident'
  /**
   * A logged-in resident aged 16 or more, resume or not: the entries of the flows the server
   * refuses under 16 (creating the resume, registering for an event).
   */
  | 'adult'
  /** A logged-in resident with a job-seeking profile (interviews, records, referral, booking). */
  | 'profile';

const LEVEL_ORDER: readonly UserGateLevel[] = ['notNonResident', 'resident', 'adult', 'profile'];

/** The strictest of several levels (nested routes), or null when none asks for one. */
export function strictestGate(
  levels: readonly (UserGateLevel | undefined)[],
): UserGateLevel | null {
  let strictest: UserGateLevel | null = null;
  for (const level of levels) {
    if (
      level &&
      (strictest === null || LEVEL_ORDER.indexOf(level) > LEVEL_ORDER.indexOf(strictest))
    ) {
      strictest = level;
    }
  }
  return strictest;
}

/** Which panel, if any, a kind of user sees instead of a page of this level. */
/**
 * The kind of a logged-in user from the account profile: residency as the server decides it
 * (type 14 or 15, document valid), the login flow's own expiry check, the identity's birth date
 * (under 16: the service is refused before any resume is asked for), and the job-seeking profile.
 */
export function userKindOf(
  account: Pick<AccountProfile, 'identityDocs' | 'residency' | 'accountType' | 'birthDate'>,
  today: string,
  hasProfile: boolean,
): UserKind {
  if (account.accountType !== 'personal') return 'consoleAccount';
  if (
    account.residency === 'documentExpired' ||
    isIdentityDocumentExpired(account.identityDocs, today)
  ) {
    return 'documentExpired';
  }
  if (account.residency === 'notResident') return 'nonResident';
  if (account.birthDate && !isOldEnough(account.birthDate, today)) return 'underAge';
  return hasProfile ? 'resident' : 'residentWithoutProfile';
}

export type GateOutcome =
  | 'allowed'
  | 'pleaseLogin'
  | 'notResident'
  | 'documentExpired'
  | 'createResumeFirst'
  | 'underAge'
  | 'consoleAccount';

export function gateOutcome(level: UserGateLevel, kind: UserKind): GateOutcome {
  if (kind === 'visitor') return level === 'notNonResident' ? 'allowed' : 'pleaseLogin';
  if (kind === 'consoleAccount') return 'consoleAccount';
  if (kind === 'nonResident') return 'notResident';
  if (kind === 'documentExpired') return 'documentExpired';
  if (kind === 'residentWithoutProfile' && level === 'profile') return 'createResumeFirst';
  if (kind === 'underAge' && (level === 'adult' || level === 'profile')) return 'underAge';
  return 'allowed';
}
