import { text, type Locale } from '@vaga/contract';
import { macaoToday, shiftDate, type AccountType, type IdentityDoc } from '@vaga/contract';
import { splitName } from './account-claims.ts';

/** The password of every demo account of the embedded provider. */
export const DEMO_PASSWORD = 'demo';

export const DEMO_USERNAMES = [
  'resident',
  'newcomer',
  'nonresident',
  'expired',
  'minor',
  'employer',
  'staff',
] as const;
export type DemoUsername = (typeof DEMO_USERNAMES)[number];

/**
 * The employer the demo `employer` account acts for: employer.id 1 of the demo seed, its first
 * public body (the Health Bureau), which posts public-sector vacancies.
 */
export const DEMO_EMPLOYER_ID = 1;

/**
 * What the single account tells about a person: the claims of the `profile` and `identity`
 * scopes. `accountType` says whom the account acts as (absent: a seeker) and `employerId`
 * which employer an employer account belongs to.
 */
export interface IdentityClaims {
  sub: string;
  euid: string;
  name: string;
  /** The Chinese and the Portuguese/English names (null: the person has none). */
  nameCn: string | null;
  namePt: string | null;
  /** The standard OIDC claim: `male` or `female`. */
  gender: 'male' | 'female';
  birthdate: string;
  identityNo: string;
  identityDocs: IdentityDoc[];
  accountType: AccountType;
  employerId?: number;
}

interface DemoAccount {
  name: string;
  gender: 'male' | 'female';
  identityNo: string;
  accountType?: AccountType;
  employerId?: number;
  claims(today: string): Pick<IdentityClaims, 'birthdate' | 'identityDocs'>;
}

/** Demo accounts, dated relative to the clock so "15 years old" and "expired" stay true. */
const DEMO_ACCOUNTS: Record<DemoUsername, DemoAccount> = {
  resident: {
    name: '陳大文 CHAN TAI MAN',
    gender: 'male',
    identityNo: '1234567(8)',
    claims: (today) => ({
      birthdate: '1990-05-01',
      identityDocs: [{ identityType: 14, identityValidDate: shiftDate(today, 5) }],
    }),
  },
  newcomer: {
    name: '李小梅 LEI SIO MUI',
    gender: 'female',
    identityNo: '5123456(7)',
    claims: (today) => ({
      birthdate: '1998-03-15',
      identityDocs: [{ identityType: 15, identityValidDate: shiftDate(today, 3) }],
    }),
  },
  nonresident: {
    name: 'Maria Santos',
    gender: 'female',
    identityNo: 'P1234567',
    claims: (today) => ({
      birthdate: '1985-09-20',
      identityDocs: [{ identityType: 1, identityValidDate: shiftDate(today, 2) }],
    }),
  },
  expired: {
    name: '黃志強 WONG CHI KEONG',
    gender: 'male',
    identityNo: '7654321(0)',
    claims: (today) => ({
      birthdate: '1980-01-10',
      identityDocs: [{ identityType: 14, identityValidDate: shiftDate(today, 0, -30) }],
    }),
  },
  minor: {
    name: '何家樂 HO KA LOK',
    gender: 'male',
    identityNo: '1357924(6)',
    claims: (today) => ({
      birthdate: shiftDate(today, -15, -100),
      identityDocs: [{ identityType: 14, identityValidDate: shiftDate(today, 5) }],
    }),
  },
  employer: {
    name: '梁美華 LEONG MEI WA',
    gender: 'female',
    identityNo: '1472583(6)',
    accountType: 'employer',
    employerId: DEMO_EMPLOYER_ID,
    claims: (today) => ({
      birthdate: '1982-07-12',
      identityDocs: [{ identityType: 14, identityValidDate: shiftDate(today, 4) }],
    }),
  },
  staff: {
    name: '高志明 KOU CHI MENG',
    gender: 'male',
    identityNo: '1593574(2)',
    accountType: 'staff',
    claims: (today) => ({
      birthdate: '1978-11-03',
      identityDocs: [{ identityType: 14, identityValidDate: shiftDate(today, 6) }],
    }),
  },
};

export function isDemoUsername(value: unknown): value is DemoUsername {
  return typeof value === 'string' && (DEMO_USERNAMES as readonly string[]).includes(value);
}

/** The subject identifier of a demo account. */
export function demoSubject(username: DemoUsername): string {
  return `demo-${username}`;
}

export function demoUsernameOf(sub: string): DemoUsername | undefined {
  const username = sub.replace(/^demo-/, '');
  return isDemoUsername(username) && sub === demoSubject(username) ? username : undefined;
}

/** The claims of a demo account at an instant. */
export function demoClaims(username: DemoUsername, now: Date): IdentityClaims {
  const account = DEMO_ACCOUNTS[username];
  const sub = demoSubject(username);
  return {
    sub,
    euid: sub,
    name: account.name,
    ...splitName(account.name),
    gender: account.gender,
    identityNo: account.identityNo,
    accountType: account.accountType ?? 'personal',
    ...(account.employerId === undefined ? {} : { employerId: account.employerId }),
    ...account.claims(macaoToday(now)),
  };
}

/** Who the account is, in the login page's language (the `demo-accounts` catalogue). */
export function demoDescription(username: DemoUsername, locale: Locale): string {
  return text(locale, 'demo-accounts', username);
}
