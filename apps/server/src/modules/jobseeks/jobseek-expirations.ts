import { macaoToday, shiftDate } from '@vaga/contract';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { JobSeeksRepository } from './jobseeks.repository.ts';
import {
  JOBSEEK_EXPIRING_DAYS,
  jobSeekExpiredNotice,
  jobSeekExpiringNotice,
} from './registration-notices.ts';

/** Registrations the expiry job persists per run. */
const EXPIRY_BATCH = 500;

/**
 * The end of valid registrations: each persisted as expired with its notice, and the notices
 * of those whose last valid day is near.
 */
export class JobSeekExpirations {
  constructor(
    private readonly repository: Pick<
      PublicMembers<JobSeeksRepository>,
      'expire' | 'overdueIds' | 'expiringBetween' | 'inTransaction'
    >,
    private readonly clock: Clock,
    private readonly notifications?: () => Pick<NotificationsService, 'write' | 'relayQuietly'>,
  ) {}

  private today(): string {
    return macaoToday(this.clock.now());
  }

  /** Persists a registration as expired, its notice in the same transaction. */
  async expire(id: number): Promise<boolean> {
    const notifications = this.notifications;
    const expired = await this.repository.expire(
      id,
      this.today(),
      {
        action: 'expired',
        actor: 'system',
        actorAccountId: null,
        detail: null,
        at: this.clock.now().toISOString(),
      },
      notifications && ((trx, row) => notifications().write(trx, [jobSeekExpiredNotice(row)])),
    );
    if (expired) await notifications?.().relayQuietly();
    return expired;
  }

  /** The scheduler's job: persists every valid registration past its validity as expired. */
  async expireOverdue(): Promise<number> {
    let expired = 0;
    for (const id of await this.repository.overdueIds(this.today(), EXPIRY_BATCH)) {
      if (await this.expire(id)) expired += 1;
    }
    return expired;
  }

  /**
   * The scheduler's job: tells the holder of every valid registration whose last valid day is
   * within JOBSEEK_EXPIRING_DAYS that it expires, once per last valid day (the notice's key).
   */
  async noticeExpiring(): Promise<number> {
    const notifications = this.notifications;
    if (!notifications) return 0;
    const today = this.today();
    const until = shiftDate(today, 0, JOBSEEK_EXPIRING_DAYS);
    let seen = 0;
    for (let after = 0; ;) {
      const rows = await this.repository.expiringBetween(today, until, after, EXPIRY_BATCH);
      if (rows.length === 0) break;
      await this.repository.inTransaction((trx) =>
        notifications().write(trx, rows.map(jobSeekExpiringNotice)),
      );
      seen += rows.length;
      after = rows[rows.length - 1]!.id;
    }
    if (seen > 0) await notifications().relayQuietly();
    return seen;
  }
}
