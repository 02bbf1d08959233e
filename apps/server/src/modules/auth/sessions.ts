import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TIMES, type SessionToken } from '@vaga/contract';
import type { LiveSession } from '../../platform/caller.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { AccountRow, TokenRow } from './auth.rows.ts';
import { setBounded } from '../../platform/bounded-map.ts';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The change-feed topic of ended logins: a logout bumps it, and every instance drops the token
 * rows it keeps (within a second; at once on the instance of the logout).
 */
export const SESSIONS_TOPIC = 'auth-sessions';
/**
 * How long an instance keeps a token's row after reading it (by the token's hash). A token
 * revoked or replaced elsewhere whose notice never arrives dies here within this at most.
 */
export const SESSION_KEEP_MS = 5000;
/** The most token rows an instance keeps; the oldest kept is dropped first. */
export const SESSION_KEEP_MAX = 10_000;

interface KeptRow {
  row: TokenRow;
  /** When it was read (the clock's ms). */
  at: number;
  /** The SESSIONS_TOPIC version it was read under. */
  version: number;
}

/** The SHA-256 of a token: the only form in which a token is stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function plus(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/** A live session with the row of its account. */
export interface AccountSession extends LiveSession {
  account: AccountRow;
}

/**
 * Session tokens: random, stored hashed, shared by every instance through the database.
 * A token dies 2 h after it was issued unless renewed; a call made with a token older than
 * 1 h renews it (the successor is answered in the response, the old one keeps a 1-minute grace);
 * a login dies after 12 h or at logout, with all of its tokens.
 */
export class Sessions {
  /**
   * Token rows read lately, by token hash: a bearer token's row is read from the database once
   * per SESSION_KEEP_MS, not at every request. The time checks still run at every request.
   */
  private readonly kept = new Map<string, KeptRow>();

  constructor(
    private readonly repo: PublicMembers<AuthRepository>,
    private readonly clock: Clock,
    private readonly changes?: Pick<ChangeFeed, 'version' | 'bump'>,
  ) {}

  private version(): number {
    return this.changes?.version(SESSIONS_TOPIC) ?? 0;
  }

  /** A token's row: the one kept while it is fresh and no login ended since, else read. */
  private async row(tokenHash: string): Promise<TokenRow | undefined> {
    const now = this.clock.millis();
    const version = this.version();
    const kept = this.kept.get(tokenHash);
    if (kept && kept.version === version && now >= kept.at && now - kept.at < SESSION_KEEP_MS) {
      return kept.row;
    }
    const row = await this.repo.findToken(tokenHash);
    // Only tokens that exist are kept: made-up ones cannot fill the memory.
    if (!row) {
      this.kept.delete(tokenHash);
      return undefined;
    }
    setBounded(this.kept, tokenHash, { row, at: now, version }, SESSION_KEEP_MAX);
    return row;
  }

  /** Drops the kept rows of an account (its data was written at a login). */
  forgetAccount(accountId: number): void {
    for (const [hash, { row }] of this.kept) {
      if (row.account.id === accountId) this.kept.delete(hash);
    }
  }

  toSessionToken(token: string, idleExpiresAt: Date, loginExpiresAt: Date): SessionToken {
    const now = this.clock.millis();
    return {
      token,
      tokenType: 'Bearer',
      expiresIn: Math.max(0, Math.floor((idleExpiresAt.getTime() - now) / 1000)),
      absoluteExpiresIn: Math.max(0, Math.floor((loginExpiresAt.getTime() - now) / 1000)),
    };
  }

  async create(accountId: number): Promise<SessionToken> {
    const now = this.clock.now();
    const loginExpiresAt = plus(now, SESSION_TIMES.absoluteSeconds);
    const idleExpiresAt = earlier(plus(now, SESSION_TIMES.idleSeconds), loginExpiresAt);
    const token = newToken();
    await this.repo.transaction(async (repo) => {
      await repo.purgeExpired(new Date(now.getTime() - DAY_MS).toISOString());
      const loginId = await repo.createLogin(
        accountId,
        now.toISOString(),
        loginExpiresAt.toISOString(),
      );
      await repo.insertToken(
        hashToken(token),
        loginId,
        now.toISOString(),
        idleExpiresAt.toISOString(),
      );
    });
    return this.toSessionToken(token, idleExpiresAt, loginExpiresAt);
  }

  private async find(token: string): Promise<TokenRow | undefined> {
    if (!TOKEN_PATTERN.test(token)) return undefined;
    const row = await this.row(hashToken(token));
    if (!row) return undefined;
    const now = this.clock.now().toISOString();
    if (row.revokedAt !== null || row.loginExpiresAt <= now || row.idleExpiresAt <= now) {
      return undefined;
    }
    return row;
  }

  /** Replaces a token by a new one of the same login; false when it was already replaced. */
  private async successor(
    row: TokenRow,
    graceSeconds: number,
  ): Promise<{ token: string; idleExpiresAt: Date } | null> {
    const now = this.clock.now();
    const loginExpiresAt = new Date(row.loginExpiresAt);
    const idleExpiresAt = earlier(plus(now, SESSION_TIMES.idleSeconds), loginExpiresAt);
    const token = newToken();
    const made = await this.repo.transaction(async (repo) => {
      const replaced = await repo.replaceToken(
        row.tokenHash,
        now.toISOString(),
        plus(now, graceSeconds).toISOString(),
      );
      if (!replaced) return false;
      await repo.insertToken(
        hashToken(token),
        row.loginId,
        now.toISOString(),
        idleExpiresAt.toISOString(),
      );
      return true;
    });
    // Replaced here or already elsewhere: its row changed either way.
    this.kept.delete(row.tokenHash);
    return made ? { token, idleExpiresAt } : null;
  }

  /** The live session of a token, renewed when it is past half its idle window; null when dead. */
  async authenticate(token: string): Promise<AccountSession | null> {
    const row = await this.find(token);
    if (!row) return null;
    const session: AccountSession = {
      loginId: row.loginId,
      account: row.account,
      token,
      renewed: false,
      idleExpiresAt: new Date(row.idleExpiresAt),
      loginExpiresAt: new Date(row.loginExpiresAt),
    };
    const age = (this.clock.millis() - new Date(row.tokenCreatedAt).getTime()) / 1000;
    if (row.replacedAt === null && age >= SESSION_TIMES.renewAfterSeconds) {
      const next = await this.successor(row, SESSION_TIMES.renewalGraceSeconds);
      if (next) {
        session.token = next.token;
        session.renewed = true;
        session.idleExpiresAt = next.idleExpiresAt;
      }
    }
    return session;
  }

  /** Rotates a token: the old one dies at once, the new one starts a fresh idle window. */
  async refresh(token: string): Promise<SessionToken | null> {
    const row = await this.find(token);
    if (!row || row.replacedAt !== null) return null;
    const next = await this.successor(row, 0);
    if (!next) return null;
    return this.toSessionToken(next.token, next.idleExpiresAt, new Date(row.loginExpiresAt));
  }

  /**
   * Ends every login of an account but one, their tokens with them (an erasure of my data keeps
   * the caller's own): at once here, within a second on other instances. Answers how many.
   */
  async endOthers(accountId: number, keepLoginId: number): Promise<number> {
    const ended = await this.repo.deleteOtherLogins(accountId, keepLoginId);
    for (const [hash, { row }] of this.kept) {
      if (row.account.id === accountId && row.loginId !== keepLoginId) this.kept.delete(hash);
    }
    await this.changes?.bump(SESSIONS_TOPIC);
    return ended;
  }

  /** Ends a login with all of its tokens: at once here, within a second on other instances. */
  async revoke(loginId: number): Promise<void> {
    await this.repo.revokeLogin(loginId, this.clock.now().toISOString());
    for (const [hash, { row }] of this.kept) {
      if (row.loginId === loginId) this.kept.delete(hash);
    }
    await this.changes?.bump(SESSIONS_TOPIC);
  }
}
