import { macaoDayEnd, macaoDayStart, macaoToday } from '@vaga/contract';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import { authAccountOf } from './account-claims.ts';
import type { AccountRow } from './auth.rows.ts';

/**
 * Callers' accounts as derived from the token rows the sessions keep (the same row object
 * while kept), for the Macao day they were derived on: age and residency hold for that day.
 */
export class CallerAccounts {
  private readonly callers = new WeakMap<
    AccountRow,
    { from: number; until: number; account: AuthAccount }
  >();

  constructor(private readonly clock: Clock) {}

  of(row: AccountRow): AuthAccount {
    const now = this.clock.now();
    const at = now.getTime();
    const kept = this.callers.get(row);
    if (kept && at >= kept.from && at <= kept.until) return kept.account;
    const account = authAccountOf(row, now);
    const today = macaoToday(now);
    this.callers.set(row, {
      from: macaoDayStart(today).getTime(),
      until: macaoDayEnd(today).getTime(),
      account,
    });
    return account;
  }
}
