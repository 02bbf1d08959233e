import type { ApiLanguage } from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { JOB_OFFERS_TOPIC } from './cache-topics.ts';
import type { JobOfferListRepository } from './joboffer-list.repository.ts';
import { toCard } from './joboffer-cards.ts';
import { stateAt, validityWindow, type JobOfferState } from './joboffer-validity.ts';

/**
 * Which vacancies an event lists (spec §3 Event: staff attach employers' vacancies). A vacancy
 * belongs to one event at most; an event's vacancies leave the local lists while attached.
 */
export class JobOfferEventsService {
  constructor(
    private readonly repository: PublicMembers<JobOfferListRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'changes'>,
  ) {}

  /** A vacancy's event, employer, CV rule and state now (event bookings); undefined if unknown. */
  async bookingFacts(id: number) {
    const [row] = await this.repository.rowsByIds([id]);
    if (!row) return undefined;
    const now = this.deps.clock.now();
    return {
      eventId: row.event_id,
      employerId: row.employer_id,
      needCv: row.need_cv,
      state: row.removed_at !== null ? 'REMOVED' : stateAt(validityWindow(row.published_at), now),
    };
  }

  /**
   * Every vacancy attached to the event, newest first, with its state now: the staff console
   * lists the expired and removed ones too, marked (the residents' lists hold the valid ones).
   */
  async attached(eventId: number, lang: ApiLanguage) {
    const ids = await this.repository.idsOfEvent(eventId);
    const rows = new Map((await this.repository.rowsByIds(ids)).map((r) => [r.id, r]));
    const now = this.deps.clock.now();
    return ids.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      const state: JobOfferState =
        row.removed_at !== null ? 'REMOVED' : stateAt(validityWindow(row.published_at), now);
      const card = toCard(row, lang, now);
      return [{ id, title: card.jobOfferTitle, employerName: card.companyName, state }];
    });
  }

  /**
   * Attaches valid vacancies (local ones, or already the event's) to the event, or detaches
   * the event's own; any other id answers BE_JOBOFFER_INVALID [id] and nothing changes.
   */
  async setEvent(eventId: number, ids: readonly number[], attach: boolean): Promise<void> {
    const rows = new Map((await this.repository.rowsByIds(ids)).map((r) => [r.id, r]));
    const now = this.deps.clock.now();
    for (const id of ids) {
      const row = rows.get(id);
      const valid =
        row !== undefined &&
        row.removed_at === null &&
        stateAt(validityWindow(row.published_at), now) === 'VALID';
      const ok = attach
        ? valid && (row.event_id === null || row.event_id === eventId)
        : row?.event_id === eventId;
      if (!ok) throw new AppError('BE_JOBOFFER_INVALID', [id]);
    }
    await this.repository.setEvent(ids, attach ? eventId : null);
    await this.deps.changes.bump(JOB_OFFERS_TOPIC);
  }
}
