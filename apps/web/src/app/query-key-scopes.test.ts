import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredScopes, keyScope, queryKeys, type KeyScopes } from '@/shared/api/key-scope.ts';
import { isSessionQuery, sharedKeys } from '@/shared/api/query-keys.ts';
import { recordKeys } from '../features/records/api/query-keys.ts';
import { unemploymentKeys } from '../features/unemployment/api/query-keys.ts';
import { notificationKeys } from '../features/notifications/api/query-keys.ts';
import { jobSeekKeys } from '../features/jobseeks/api/query-keys.ts';
import { eventKeys } from '../features/events/api/query-keys.ts';
import { bookingKeys } from '../features/jobmatches/booking/api/query-keys.ts';
import { jobOfferKeys } from '../features/joboffers/api/query-keys.ts';
import { jobMatchKeys } from '../features/jobmatches/api/query-keys.ts';
import { favoriteKeys } from '../features/favorites/api/query-keys.ts';
import { cvKeys } from '../features/cvs/api/query-keys.ts';
import { profileKeys } from '../features/profile/api/query-keys.ts';

/** Every module of query keys: the features' and the shared ones (the key factories live there). */
const keyModules = import.meta.glob<Record<string, unknown>>(
  ['../**/*keys*.ts', '!../**/*.test.ts'],
  { eager: true },
);

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = readdirSync(src, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
  .map((e) => path.join(e.parentPath, e.name));

/** The keys a factory makes: each member called with stand-in arguments. */
function keysOf(factory: object): [string, readonly unknown[]][] {
  return Object.entries(factory).map(([name, member]) => {
    const key: unknown =
      typeof member === 'function'
        ? (member as (...args: unknown[]) => unknown)(...Array<number>(member.length).fill(1))
        : member;
    expect(Array.isArray(key), `${name} makes an array key`).toBe(true);
    return [name, key as readonly unknown[]];
  });
}

function undeclaredKeys(factory: object, scopes: KeyScopes): string[] {
  return keysOf(factory)
    .filter(([, key]) => {
      const scope = scopes[String(key[0])];
      if (scope === undefined) return true;
      // A root alone (`all`) is the prefix of all its kinds, for invalidation, not a query.
      if (typeof scope === 'string' || key.length === 1) return false;
      return scope[String(key[1])] === undefined;
    })
    .map(([name, key]) => `${name}: ${JSON.stringify(key)}`);
}

describe('query key scopes', () => {
  it('finds the key modules', () => {
    expect(Object.keys(keyModules).length).toBeGreaterThanOrEqual(15);
  });

  it('every key factory declares whom its keys belong to, root by root and kind by kind', () => {
    const untagged: string[] = [];
    const undeclared: string[] = [];
    for (const [file, exports] of Object.entries(keyModules)) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
        const scopes = declaredScopes(value);
        if (scopes === undefined) untagged.push(`${file}: ${name}`);
        else undeclared.push(...undeclaredKeys(value, scopes).map((k) => `${file}: ${k}`));
      }
    }
    expect(untagged, 'key factories declaring neither public nor session').toEqual([]);
    expect(undeclared, 'keys under a root or kind their factory did not declare').toEqual([]);
  });

  it('no key factory or query key is written outside the declared factories', () => {
    const offenders: string[] = [];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      const name = path.relative(src, file);
      // A factory made as a plain object, or a declared one the glob above cannot see.
      if (/\bconst \w+Keys = \{/.test(text)) offenders.push(`${name}: a plain key factory`);
      if (/\bconst \w+Keys = (?:queryKeys|sessionKeys|publicKeys)\(/.test(text)) {
        if (!/keys[^/]*\.ts$/.test(file))
          offenders.push(`${name}: a factory outside a keys module`);
      }
      // A key whose root is written in place rather than taken from a factory.
      if (/queryKey(?::|=\{)\s*\[\s*['"`]/.test(text)) offenders.push(`${name}: a literal key`);
    }
    expect(offenders).toEqual([]);
  });

  it("drops every person's data with the session and keeps the public catalogues", () => {
    const personal = [
      sharedKeys.account(),
      recordKeys.list(0),
      recordKeys.detail('1'),
      unemploymentKeys.current(),
      notificationKeys.list(),
      notificationKeys.unread(),
      notificationKeys.savedSearches(),
      jobSeekKeys.current(),
      eventKeys.registration(1),
      eventKeys.bookings(1),
      eventKeys.vacancy(1, 2),
      eventKeys.cvs(),
      bookingKeys.cvs(),
      bookingKeys.registration(),
      jobOfferKeys.detail(1),
      jobOfferKeys.referralEligibility(),
      jobMatchKeys.list([1], []),
      jobMatchKeys.jobSeeks(),
      favoriteKeys.ids(),
      cvKeys.list(),
      profileKeys.profile(),
    ];
    expect(personal.filter((key) => !isSessionQuery(key))).toEqual([]);
    const shared = [
      sharedKeys.references('zh'),
      jobOfferKeys.catalog(),
      jobOfferKeys.serviceHome(),
      eventKeys.list(undefined, 1),
      eventKeys.detail(1),
    ];
    expect(shared.filter((key) => isSessionQuery(key))).toEqual([]);
  });

  it('counts a root or kind nobody declared as the session', () => {
    expect(keyScope(['never-declared', 'x'])).toBe('session');
    expect(keyScope(['joboffers', 'a-kind-not-declared'])).toBe('session');
    expect(() => queryKeys({ references: 'session' }, {})).toThrow(/two different scopes/);
  });
});
