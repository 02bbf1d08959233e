import type { Insertable } from 'kysely';
import { addMacaoMonths, JOB_MATCH_STATUS as S, JOB_SEEK_STATES, macaoToday } from '@vaga/contract';
import { validityWindow } from '../../modules/joboffers/joboffer-validity.ts';
import { generateEmployers, type EmployerPool, type EmployerSeed } from './employers.ts';
import { generateEventHistory, type EventHistory } from './history-events.ts';
import { generateJobOffer, type JobOfferSeed } from './job-offers.ts';
import type { Database } from '../schema.ts';
import { Prng } from './prng.ts';

/**
 * A year of past activity for the demo's statistics: vacancies published and ended (withdrawn or
 * expired), the interview requests, invitations, replies and results of their matches, their
 * daily views, job-seeking registrations decided and what the seekers were told of them (sent
 * by e-mail, push or SMS), the job-matching events held and who came (history-events.ts),
 * spread over the 12 months before `now`
 * with the seasons of Macao's hiring (busy before the Lunar New Year and in summer, quiet in
 * February and October).
 *
 * None of it is seen by the demo accounts: the employers and seekers are its own, every vacancy
 * has ended, every match has its last status, every registration is decided and closed, every
 * event is over.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** History vacancies published in an average month. */
const MONTHLY_VACANCIES = 24;
/** History job-seeking registrations received in an average month. */
const MONTHLY_REGISTRATIONS = 24;
/** Synthetic seekers the matches and registrations are spread over. */
const SEEKERS = 160;
/** Macao's hiring through the year (January first): a month's share against the mean. */
const SEASON = [1.35, 0.6, 1.0, 1.05, 0.95, 1.25, 1.4, 1.15, 1.0, 0.7, 0.9, 1.1];
/** Days of views recorded after a vacancy's publication. */
const VIEW_DAYS = 14;

/** A row of a table the history writes, as the seed writer inserts it. */
type Row<T extends keyof Database> = Insertable<Database[T]>;
export type HistoryAccount = Row<'accounts'> & { id: number };
export type HistoryMatch = Row<'job_match'> & { id: number };
export type HistoryMatchEvent = Row<'job_match_event'>;
export type HistoryJobSeek = Row<'job_seek'> & { id: number };
export type HistoryJobSeekEvent = Row<'job_seek_event'>;
export type HistoryNotification = Row<'notification'> & { id: number };
export type HistoryDelivery = Row<'notification_delivery'>;

export interface History {
  employers: EmployerSeed[];
  accounts: HistoryAccount[];
  jobOffers: JobOfferSeed[];
  matches: HistoryMatch[];
  matchEvents: HistoryMatchEvent[];
  views: Row<'job_offer_view'>[];
  jobSeeks: HistoryJobSeek[];
  jobSeekEvents: HistoryJobSeekEvent[];
  notifications: HistoryNotification[];
  deliveries: HistoryDelivery[];
  events: EventHistory;
}

/** The first free ids of the tables the history writes rows with ids into. */
export interface HistoryIds {
  employer: number;
  jobOffer: number;
  account: number;
  jobMatch: number;
  jobSeek: number;
  notification: number;
  event: number;
  eventSession: number;
  eventRegister: number;
}

const iso = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

/** A deterministic version-4-shaped UUID from the generator. */
function uuid(rng: Prng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The synthetic employers: two businesses of each job-class group, none a public body. */
function historyEmployers(rng: Prng, firstId: number, createdAt: string): EmployerPool {
  const drawn = generateEmployers(rng, 2, createdAt);
  const shift = firstId - 1 - drawn.publicBodies.length;
  const employers = drawn.employers
    .filter((e) => !drawn.publicBodies.includes(e.id))
    .map((e) => ({ ...e, id: e.id + shift }));
  const byGroup = new Map([...drawn.byGroup].map(([g, ids]) => [g, ids.map((id) => id + shift)]));
  return { employers, byGroup, publicBodies: byGroup.get(16) ?? [] };
}

/** The pool as the vacancies' generator reads it: each employer at its id's place. */
function byIdPlace(pool: EmployerPool): EmployerPool {
  const employers: EmployerSeed[] = [];
  for (const e of pool.employers) employers[e.id - 1] = e;
  return { ...pool, employers };
}

/** The year of history before `now` (see above); the same `seed` always gives the same rows. */
export function generateHistory(now: Date, seed: number, ids: HistoryIds): History {
  const rng = new Prng(seed ^ 0x4157);
  const nowMs = now.getTime();
  const yearAgo = addMacaoMonths(now, -12).getTime();
  const pool = historyEmployers(rng, ids.employer, iso(yearAgo - 30 * DAY_MS));
  const employerById = new Map(pool.employers.map((e) => [e.id, e]));
  const history: History = {
    employers: pool.employers,
    accounts: [],
    jobOffers: [],
    matches: [],
    matchEvents: [],
    views: [],
    jobSeeks: [],
    jobSeekEvents: [],
    notifications: [],
    deliveries: [],
    events: { events: [], sessions: [], registrations: [], registrationSessions: [] },
  };
  // What the seekers were told, delivered outside the app in the minutes after (all sent: no
  // failure waits for staff).
  const tell = (accountId: number, event: string, kind: string, at: number) => {
    const id = ids.notification + history.notifications.length;
    history.notifications.push({
      id,
      account_id: accountId,
      kind,
      event,
      params: '{}',
      link: null,
      dedupe_key: `history:${id}`,
      created_at: iso(at),
      visible_at: iso(at),
      read_at: iso(at + rng.int(1, 48) * HOUR_MS),
      cancelled_at: null,
    });
    const channels = rng.weighted<string[]>([
      [['email'], 50],
      [['email', 'push'], 25],
      [['email', 'sms'], 15],
      [['push'], 10],
    ]);
    for (const channel of channels) {
      const sent = at + rng.int(1, 30) * 60_000;
      history.deliveries.push({
        notification_id: id,
        channel,
        state: 'sent',
        idempotency_key: `history:${id}:${channel}`,
        due_at: iso(at),
        queued: 1,
        attempts: 1,
        last_error: null,
        lapse: null,
        sent_at: iso(sent),
        updated_at: iso(sent),
      });
    }
  };

  for (let n = 1; n <= SEEKERS; n++) {
    const created = iso(yearAgo - rng.int(30, 400) * DAY_MS);
    history.accounts.push({
      id: ids.account + n - 1,
      euid: `history-seeker-${n}`,
      identity_no: `H${String(1_000_000 + n)}`,
      name: `Seeker ${n}`,
      birth_date: `${rng.int(1960, 2004)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
      identity_docs: JSON.stringify([{ identityType: 14, identityValidDate: '2035-12-31' }]),
      account_type: 'personal',
      employer_id: null,
      name_cn: null,
      name_pt: null,
      sex: rng.int(1, 2),
      created_at: created,
      updated_at: created,
    });
  }
  const seeker = () => ids.account + rng.int(0, SEEKERS - 1);
  history.events = generateEventHistory(now, seed, {
    event: ids.event,
    eventSession: ids.eventSession,
    eventRegister: ids.eventRegister,
    seekers: history.accounts.map((a) => a.id),
  });
  const month = (ms: number) => new Date(ms + 8 * HOUR_MS).getUTCMonth();

  // Vacancies, month by month: each ends (withdrawn or expired) before now.
  const offerCtx = { rng, seed, now, employers: byIdPlace(pool), events: [] };
  let matchId = ids.jobMatch - 1;
  const event = (m: number, status: number, at: number, actor: string, origin: string) =>
    history.matchEvents.push({
      job_match_id: m,
      status,
      actor,
      actor_account_id: null,
      reason: null,
      at: iso(at),
      origin,
    });
  for (let start = yearAgo; start < nowMs; start += 30 * DAY_MS) {
    const count = Math.round(MONTHLY_VACANCIES * SEASON[month(start)] * (0.85 + rng.next() * 0.3));
    for (let k = 0; k < count; k++) {
      const published = start + rng.next() * 30 * DAY_MS;
      const expires = validityWindow(new Date(published)).expiresAt.getTime();
      const withdrawnAt = published + rng.int(7, 75) * DAY_MS + rng.int(0, 8) * HOUR_MS;
      const withdrawn = rng.chance(0.45) || expires >= nowMs - DAY_MS;
      const ended = withdrawn ? withdrawnAt : expires;
      if (ended >= nowMs - DAY_MS) continue;
      const id = ids.jobOffer + history.jobOffers.length;
      const drawn = generateJobOffer(offerCtx, id);
      const employer = employerById.get(drawn.employer_id)!;
      const offer: JobOfferSeed = {
        ...drawn,
        employer_id: employer.id,
        company_type: employer.company_type ?? 1,
        event_id: null,
        max_active_interviews: null,
        published_at: iso(published),
        created_at: iso(published),
        updated_at: iso(ended),
        removed_at: iso(ended),
        removal_kind: withdrawn ? 'withdrawn' : 'expired',
      };
      history.jobOffers.push(offer);

      // Its views: most on the first days, fading.
      for (let d = 0; d < VIEW_DAYS && published + d * DAY_MS < ended; d++) {
        const views = Math.round((rng.int(4, 40) * SEASON[month(published)]) / (1 + d / 4));
        if (views > 0)
          history.views.push({
            job_offer_id: id,
            day: macaoToday(new Date(published + d * DAY_MS)),
            views,
          });
      }

      // Its matches: requests by seekers and invitations by the employer while it was listed.
      let hires = 0;
      const positions = offer.positions ?? 1;
      const result = (m: number, origin: string, at: number): [number, string] => {
        const hired = hires < positions && rng.chance(0.35);
        if (hired) hires += 1;
        const status = hired
          ? S.hired
          : rng.weighted([
              [S.notHired, 55],
              [S.absent, 25],
              [S.noResult, 20],
            ]);
        const resultAt = at + rng.int(1, 6) * DAY_MS;
        event(m, status, resultAt, status === S.noResult ? 'system' : 'employer', origin);
        const name =
          status === S.hired
            ? 'hired'
            : status === S.notHired
              ? 'notHired'
              : status === S.absent
                ? 'absent'
                : null;
        return [status, name ?? ''];
      };
      const matches = rng.int(0, 9);
      for (let j = 0; j < matches; j++) {
        matchId += 1;
        const m = matchId;
        const origin = rng.chance(0.7) ? 'seeker' : 'employer';
        const created = published + rng.next() * Math.max(ended - published - 12 * DAY_MS, DAY_MS);
        let status: number;
        let last = created;
        let interviewAt: number | null = null;
        let employerResult: string | null = null;
        let decline: string | null = null;
        const account = seeker();
        event(m, origin === 'seeker' ? S.requested : S.invited, created, origin, origin);
        if (origin === 'employer') tell(account, 'interview.invited', 'interviews', created);
        const answered = created + rng.int(2, 96) * HOUR_MS;
        if (origin === 'seeker' && rng.chance(0.2)) {
          status = S.declined;
          last = answered;
          decline = 'The position has been filled.';
          event(m, status, last, 'employer', origin);
        } else if (origin === 'employer' && rng.chance(0.4)) {
          const lapsed = rng.chance(0.45);
          status = lapsed ? S.expired : S.rejected;
          last = lapsed ? created + 10 * DAY_MS : answered;
          event(m, status, last, lapsed ? 'system' : 'seeker', origin);
        } else {
          event(m, S.arranged, answered, origin === 'seeker' ? 'employer' : 'seeker', origin);
          tell(account, 'interview.arranged', 'interviews', answered);
          interviewAt = answered + rng.int(2, 7) * DAY_MS;
          const [final, name] = result(m, origin, interviewAt);
          status = final;
          employerResult = name === '' ? null : name;
          if (final === S.hired || final === S.notHired)
            tell(account, 'interview.result', 'interviews', interviewAt + DAY_MS);
          last = interviewAt + DAY_MS;
        }
        const day = macaoToday(new Date(created)).replace(/-/g, '');
        history.matches.push({
          id: m,
          uid: uuid(rng),
          interview_no: `IV${day}-H${String(m).padStart(5, '0')}`,
          job_offer_id: id,
          employer_id: employer.id,
          account_id: account,
          origin,
          status,
          expected_date_from: null,
          expected_date_to: null,
          expected_time_period: null,
          cv_uid: null,
          interview_at: interviewAt === null ? null : iso(interviewAt),
          reply_due_at: origin === 'employer' ? iso(created + 10 * DAY_MS) : null,
          reject_reason_id: null,
          reject_other: null,
          decline_reason: decline,
          employer_result: employerResult,
          seeker_result: null,
          survey_submitted_at: null,
          created_at: iso(created),
          updated_at: iso(last),
        });
      }
    }
  }

  // Job-seeking registrations: received, decided by staff in days, then ended (approved ones
  // closed with a result or expired, refused ones refused): none waits and none is current.
  let jobSeekId = ids.jobSeek - 1;
  for (let start = yearAgo; start < nowMs; start += 30 * DAY_MS) {
    const count = Math.round(
      MONTHLY_REGISTRATIONS * SEASON[month(start)] * (0.8 + rng.next() * 0.4),
    );
    for (let k = 0; k < count; k++) {
      const created = start + rng.next() * 30 * DAY_MS;
      const decided = created + rng.int(1, 21) * DAY_MS + rng.int(0, 8) * HOUR_MS;
      const approved = rng.chance(0.75);
      const ended = decided + rng.int(20, 90) * DAY_MS;
      if ((approved ? ended : decided) >= nowMs - DAY_MS) continue;
      jobSeekId += 1;
      const account = seeker();
      const closed = approved && rng.chance(0.6);
      const state = !approved
        ? JOB_SEEK_STATES.refused
        : closed
          ? JOB_SEEK_STATES.completed
          : JOB_SEEK_STATES.expired;
      const day = macaoToday(new Date(created));
      history.jobSeeks.push({
        id: jobSeekId,
        ent_no: `JS${day.replace(/-/g, '')}-H${String(jobSeekId).padStart(5, '0')}`,
        account_id: account,
        state,
        current: null,
        profile: '{}',
        valid_from: approved ? macaoToday(new Date(decided)) : null,
        valid_until: approved ? macaoToday(new Date(ended)) : null,
        result_id: closed ? rng.int(1, 4) : null,
        refuse_reason: approved ? null : 'The registration data could not be confirmed.',
        created_at: iso(created),
        updated_at: iso(approved ? ended : decided),
      });
      const steps: [string, string, number][] = [
        ['registered', 'seeker', created],
        [approved ? 'approved' : 'refused', 'staff', decided],
        ...(approved ? [[closed ? 'closed' : 'expired', closed ? 'staff' : 'system', ended]] : []),
      ] as [string, string, number][];
      tell(account, approved ? 'jobseek.approved' : 'jobseek.refused', 'registrations', decided);
      if (approved && !closed) tell(account, 'jobseek.expired', 'registrations', ended);
      for (const [action, actor, at] of steps)
        history.jobSeekEvents.push({
          job_seek_id: jobSeekId,
          action,
          actor,
          actor_account_id: null,
          detail: null,
          at: iso(at),
        });
    }
  }
  return history;
}
