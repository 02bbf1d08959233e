import type { Insertable } from 'kysely';
import {
  addMacaoMonths,
  EVENT_TYPES,
  macaoDayEnd,
  macaoDayStart,
  macaoToday,
  macaoYearMonth,
  shiftDate,
} from '@vaga/contract';
import type {
  EventRegisterSessionTable,
  EventRegisterTable,
  EventSessionTable,
  EventTable,
} from '../../modules/events/events.tables.ts';
import type { Texts } from './data/types.ts';
import { DOME, DSAL_CENTRE, QUOTAS, SLOTS } from './events.ts';
import { Prng } from './prng.ts';

/**
 * The year's job-matching events for the demo's statistics: two or three a Macao month (more
 * before the Lunar New Year and in the graduates' summer), a grand fair of two days in March and
 * September, each with its sessions, registrations by the history's seekers (one each at most,
 * made in the registration window) and their check-ins on the chosen session's day, in the
 * ticket window or soon after. Each event has a show-up rate of its own; every event has ended
 * before the day before now.
 */

export type HistoryEvent = Insertable<EventTable> & { id: number };
export type HistoryEventSession = Insertable<EventSessionTable> & { id: number };
export type HistoryEventRegistration = Insertable<EventRegisterTable> & { id: number };
export type HistoryEventRegistrationSession = Insertable<EventRegisterSessionTable>;

export interface EventHistory {
  events: HistoryEvent[];
  sessions: HistoryEventSession[];
  registrations: HistoryEventRegistration[];
  registrationSessions: HistoryEventRegistrationSession[];
}

/** The first free ids of the event tables, and the history's seekers. */
export interface EventHistoryIds {
  event: number;
  eventSession: number;
  eventRegister: number;
  /** The history seekers' account ids. */
  seekers: readonly number[];
}

interface Kind {
  catalogType: 1 | 2 | 3;
  type: number;
  name: Texts;
  description: Texts;
}

const KINDS: readonly Kind[] = [
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    name: [
      '酒店業就業配對會',
      'Sessão de emparelhamento de emprego — hotelaria',
      'Hotel industry job-matching session',
    ],
    description: [
      '多間酒店即場面試，職位包括接待員、房務員及廚師。',
      'Entrevistas no local com vários hotéis: rececionistas, empregados de quartos e cozinheiros.',
      'On-the-spot interviews with several hotels: receptionists, room attendants and cooks.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    name: [
      '博彩業就業配對會',
      'Sessão de emparelhamento de emprego — jogo',
      'Gaming industry job-matching session',
    ],
    description: [
      '招聘莊荷、監控員及賬房人員。',
      'Recrutamento de croupiers, operadores de vigilância e caixas.',
      'Hiring dealers, surveillance operators and cage cashiers.',
    ],
  },
  {
    catalogType: 3,
    type: EVENT_TYPES.leisure,
    name: [
      '零售及飲食業休閒配對會',
      'Encontro de emprego — comércio e restauração',
      'Retail and catering job meet-up',
    ],
    description: [
      '輕鬆環境下認識僱主，即場預約面試。',
      'Conheça empregadores num ambiente descontraído e marque entrevistas.',
      'Meet employers in a relaxed setting and book interviews on the spot.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    name: [
      '建造業就業配對會',
      'Sessão de emparelhamento de emprego — construção civil',
      'Construction job-matching session',
    ],
    description: [
      '建築公司招聘地盤工種及工程人員。',
      'Empresas de construção recrutam operários e técnicos.',
      'Construction companies hiring site trades and engineering staff.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    name: [
      '運輸及物流業就業配對會',
      'Sessão de emparelhamento de emprego — transportes e logística',
      'Transport and logistics job-matching session',
    ],
    description: [
      '招聘司機、倉務員及物流文員。',
      'Recrutamento de motoristas, armazenistas e administrativos de logística.',
      'Hiring drivers, warehouse staff and logistics clerks.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.leisure,
    name: [
      '中高齡人士就業配對會',
      'Sessão de emprego para pessoas de meia-idade e idosas',
      'Job-matching session for older seekers',
    ],
    description: [
      '為四十五歲或以上人士提供合適職位。',
      'Ofertas adequadas a pessoas com 45 ou mais anos.',
      'Suitable vacancies for people aged 45 or over.',
    ],
  },
];

const YOUTH: Kind = {
  catalogType: 1,
  type: EVENT_TYPES.leisure,
  name: ['青年就業配對會', 'Sessão de emprego para jovens', 'Youth job-matching session'],
  description: [
    '為應屆畢業生及青年而設。',
    'Destinada a recém-licenciados e jovens.',
    'For fresh graduates and young people.',
  ],
};

const GRAND: Kind = {
  catalogType: 2,
  type: EVENT_TYPES.grand,
  name: ['大型綜合就業博覽會', 'Grande feira de emprego', 'Grand job fair'],
  description: [
    '逾百間企業參與，涵蓋多個行業。',
    'Mais de cem empresas de vários sectores.',
    'Over a hundred employers from many industries.',
  ],
};

/** Events a Macao month (January first), the grand fair besides. */
const EVENTS_A_MONTH = [3, 2, 2, 2, 2, 3, 3, 3, 2, 2, 2, 3];
/** The months of the grand fair (January = 0). */
const GRAND_MONTHS = [2, 8];
/** The months the youth session is held in, for the graduates (January = 0). */
const YOUTH_MONTHS = [5, 6, 7];
const MINUTE_MS = 60_000;

/** The instant of a Macao wall-clock time `HH:mm` on a Macao day, plus `minutes`. */
function at(day: string, time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  return new Date(macaoDayStart(day).getTime() + (h * 60 + m + minutes) * MINUTE_MS).toISOString();
}

/** The Macao days of the year before `now` an event may start on, by Macao month. */
function monthsOfYear(now: Date): { month: number; days: string[]; share: number }[] {
  const first = shiftDate(macaoToday(addMacaoMonths(now, -12)), 0, 1);
  // A two-day event still ends before yesterday.
  const last = shiftDate(macaoToday(now), 0, -3);
  const months: { month: number; days: string[]; share: number }[] = [];
  for (let k = 12; k >= 0; k--) {
    const { year, month } = macaoYearMonth(addMacaoMonths(now, -k));
    const days: string[] = [];
    const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
    for (let d = 1; d <= count; d++) {
      const day = `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      if (day >= first && day <= last) days.push(day);
    }
    if (days.length > 0) months.push({ month: month - 1, days, share: days.length / count });
  }
  return months;
}

/** The year of events before `now` (see above); the same seed always gives the same rows. */
export function generateEventHistory(now: Date, seed: number, ids: EventHistoryIds): EventHistory {
  const rng = new Prng(seed ^ 0xe7e7);
  const history: EventHistory = {
    events: [],
    sessions: [],
    registrations: [],
    registrationSessions: [],
  };
  for (const { month, days, share } of monthsOfYear(now)) {
    // A month the year holds only part of has its part of the events.
    const whole = share >= 0.5;
    const held = [
      ...(whole && GRAND_MONTHS.includes(month) ? [GRAND] : []),
      ...(whole && YOUTH_MONTHS.includes(month) ? [YOUTH] : []),
      ...rng.sample(KINDS, Math.round(EVENTS_A_MONTH[month] * share)),
    ];
    const kinds = rng.sample(held, held.length);
    const starts = rng.sample(days, Math.min(kinds.length, days.length)).sort();
    starts.forEach((start, k) => writeEvent(rng, history, ids, kinds[k], start));
  }
  return history;
}

/** One event on `start` (two days for a grand fair), its sessions, registrations, check-ins. */
function writeEvent(
  rng: Prng,
  history: EventHistory,
  ids: EventHistoryIds,
  kind: Kind,
  start: string,
): void {
  const id = ids.event + history.events.length;
  const grand = kind.type === EVENT_TYPES.grand;
  const dates = grand ? [start, shiftDate(start, 0, 1)] : [start];
  const sessions = dates.flatMap((date, day) =>
    SLOTS.map((slot, index) => ({
      id: ids.eventSession + history.sessions.length + day * SLOTS.length + index,
      event_id: id,
      date,
      start_time: slot.start,
      end_time: slot.end,
      quota: grand ? 200 : QUOTAS[rng.int(0, QUOTAS.length - 2)],
      taken: 0,
      ticket_from: slot.ticketFrom,
      ticket_to: slot.start,
    })),
  );
  const registerFrom = macaoDayStart(shiftDate(start, 0, -30)).getTime();
  const registerTo = macaoDayEnd(shiftDate(start, 0, -1)).getTime();
  const capacity = sessions.reduce((sum, s) => sum + s.quota, 0);
  // How many came to register, and how many of them came: each event its own.
  const demand = grand ? 0.6 + rng.next() * 0.35 : 0.12 + rng.next() * 0.38;
  const showUp = (grand ? 0.4 : 0.45) + rng.next() * 0.3;
  const seekers = rng.sample(
    ids.seekers,
    Math.min(capacity, Math.round(ids.seekers.length * demand)),
  );
  const checkIns: HistoryEventRegistration[] = [];
  for (const account of seekers) {
    const open = sessions.filter((s) => s.taken < s.quota);
    // Mornings draw more people than afternoons.
    const session = rng.weighted(open.map((s) => [s, s.start_time < '12:00' ? 3 : 2] as const));
    session.taken += 1;
    const registration: HistoryEventRegistration = {
      id: ids.eventRegister + history.registrations.length,
      event_id: id,
      account_id: account,
      education_id: rng.weighted([
        [3, 20],
        [4, 35],
        [5, 15],
        [6, 10],
        [7, 15],
        [8, 5],
      ]),
      employment_status_id: rng.weighted([
        [2, 55],
        [1, 20],
        [4, 15],
        [6, 5],
        [7, 5],
      ]),
      checked_in_at: null,
      place: null,
      created_at: new Date(
        Math.floor((registerFrom + rng.next() * (registerTo - registerFrom)) / MINUTE_MS) *
          MINUTE_MS,
      ).toISOString(),
    };
    if (rng.chance(showUp)) {
      registration.checked_in_at = at(session.date, session.ticket_from, rng.int(0, 75));
      checkIns.push(registration);
    }
    history.registrations.push(registration);
    history.registrationSessions.push({ register_id: registration.id, session_id: session.id });
  }
  // The places in the venue's queue, in the order people arrived.
  checkIns
    .sort((a, b) => a.checked_in_at!.localeCompare(b.checked_in_at!) || a.id - b.id)
    .forEach((registration, place) => (registration.place = place + 1));
  const venue = grand ? DOME : DSAL_CENTRE;
  history.events.push({
    id,
    event_catalog_type: kind.catalogType,
    type_event_id: kind.type,
    status: 'finished',
    name_cn: kind.name[0],
    name_pt: kind.name[1],
    name_en: kind.name[2],
    venue_cn: venue[0],
    venue_pt: venue[1],
    venue_en: venue[2],
    description_cn: kind.description[0],
    description_pt: kind.description[1],
    description_en: kind.description[2],
    start_date: dates[0],
    end_date: dates[dates.length - 1],
    start_time: SLOTS[0].start,
    end_time: SLOTS[SLOTS.length - 1].end,
    register_from: new Date(registerFrom).toISOString(),
    register_to: new Date(registerTo).toISOString(),
    created_at: new Date(registerFrom - 14 * 24 * 60 * MINUTE_MS).toISOString(),
    max_apply_per_seeker: grand ? 2 : 3,
    registration_closed: 0,
    checked_in_count: checkIns.length,
  });
  history.sessions.push(...sessions);
}
