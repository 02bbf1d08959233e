import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Insertable } from 'kysely';
import {
  EVENT_TYPES,
  macaoDayEnd,
  macaoDayStart,
  macaoToday,
  type EventStatus,
} from '@vaga/contract';
import type { EventSessionTable, EventTable } from '../../modules/events/events.tables.ts';
import type { Texts } from './data/types.ts';

dayjs.extend(utc);

export type EventSeed = Insertable<EventTable> & { id: number };
export type EventSessionSeed = Insertable<EventSessionTable>;

interface EventPlan {
  catalogType: 1 | 2 | 3;
  type: number;
  status: EventStatus;
  /** Days from the seeding day to the first day. */
  startsIn: number;
  days: number;
  name: Texts;
  venue: Texts;
  description: Texts;
}

export const DSAL_CENTRE: Texts = [
  '勞工事務局就業服務中心',
  'Centro de Emprego da Direcção dos Serviços para os Assuntos Laborais',
  'Employment Centre of the Labour Affairs Bureau',
];
export const DOME: Texts = [
  '澳門東亞運動會體育館',
  'Cúpula do Centro Desportivo dos Jogos da Ásia Oriental de Macau',
  'Macao East Asian Games Dome',
];

const PLANS: readonly EventPlan[] = [
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    status: 'enrolling',
    startsIn: 12,
    days: 1,
    name: [
      '酒店業就業配對會',
      'Sessão de emparelhamento de emprego — hotelaria',
      'Hotel industry job-matching session',
    ],
    venue: DSAL_CENTRE,
    description: [
      '多間酒店即場面試，職位包括接待員、房務員及廚師。',
      'Entrevistas no local com vários hotéis: rececionistas, empregados de quartos e cozinheiros.',
      'On-the-spot interviews with several hotels: receptionists, room attendants and cooks.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    status: 'finished',
    startsIn: -35,
    days: 1,
    name: [
      '建造業就業配對會',
      'Sessão de emparelhamento de emprego — construção civil',
      'Construction job-matching session',
    ],
    venue: DSAL_CENTRE,
    description: [
      '建築公司招聘地盤工種及工程人員。',
      'Empresas de construção recrutam operários e técnicos.',
      'Construction companies hiring site trades and engineering staff.',
    ],
  },
  {
    catalogType: 2,
    type: EVENT_TYPES.grand,
    status: 'enrolling',
    startsIn: 26,
    days: 2,
    name: ['大型綜合就業博覽會', 'Grande feira de emprego', 'Grand job fair'],
    venue: DOME,
    description: [
      '逾百間企業參與，涵蓋多個行業。',
      'Mais de cem empresas de vários sectores.',
      'Over a hundred employers from many industries.',
    ],
  },
  {
    catalogType: 3,
    type: EVENT_TYPES.leisure,
    status: 'enrolling',
    startsIn: 8,
    days: 1,
    name: [
      '零售及飲食業休閒配對會',
      'Encontro de emprego — comércio e restauração',
      'Retail and catering job meet-up',
    ],
    venue: DSAL_CENTRE,
    description: [
      '輕鬆環境下認識僱主，即場預約面試。',
      'Conheça empregadores num ambiente descontraído e marque entrevistas.',
      'Meet employers in a relaxed setting and book interviews on the spot.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.leisure,
    status: 'finished',
    startsIn: -20,
    days: 1,
    name: ['青年就業配對會', 'Sessão de emprego para jovens', 'Youth job-matching session'],
    venue: DSAL_CENTRE,
    description: [
      '為應屆畢業生及青年而設。',
      'Destinada a recém-licenciados e jovens.',
      'For fresh graduates and young people.',
    ],
  },
  {
    catalogType: 1,
    type: EVENT_TYPES.industry,
    status: 'enrolling',
    startsIn: 18,
    days: 1,
    name: [
      '博彩業就業配對會',
      'Sessão de emparelhamento de emprego — jogo',
      'Gaming industry job-matching session',
    ],
    venue: DSAL_CENTRE,
    description: [
      '招聘莊荷、監控員及賬房人員。',
      'Recrutamento de croupiers, operadores de vigilância e caixas.',
      'Hiring dealers, surveillance operators and cage cashiers.',
    ],
  },
];

/**
 * A handful of events around the seeding day (in Macao): some enrolling (ahead), some finished
 * (past). Registration runs from 00:00 thirty days before the first day to 23:59:59.999 of the
 * day before it, Macao time.
 */
export function generateEvents(now: Date): EventSeed[] {
  const today = dayjs.utc(macaoToday(now));
  return PLANS.map((plan, index) => {
    const start = today.add(plan.startsIn, 'day');
    const day = (offset: number) => start.add(offset, 'day').format('YYYY-MM-DD');
    return {
      id: index + 1,
      event_catalog_type: plan.catalogType,
      type_event_id: plan.type,
      status: plan.status,
      name_cn: plan.name[0],
      name_pt: plan.name[1],
      name_en: plan.name[2],
      venue_cn: plan.venue[0],
      venue_pt: plan.venue[1],
      venue_en: plan.venue[2],
      description_cn: plan.description[0],
      description_pt: plan.description[1],
      description_en: plan.description[2],
      start_date: start.format('YYYY-MM-DD'),
      end_date: start.add(plan.days - 1, 'day').format('YYYY-MM-DD'),
      start_time: '10:00',
      end_time: '17:00',
      register_from: macaoDayStart(day(-30)).toISOString(),
      register_to: macaoDayEnd(day(-1)).toISOString(),
      created_at: now.toISOString(),
      max_apply_per_seeker: plan.type === EVENT_TYPES.grand ? 2 : 3,
    };
  });
}

export const QUOTAS = [50, 80, 120, 200] as const;
/** Two sessions a day; queue tickets are collected in the half hour before each. */
export const SLOTS = [
  { start: '10:00', end: '13:00', ticketFrom: '09:30' },
  { start: '14:00', end: '17:00', ticketFrom: '13:30' },
] as const;

/** The sessions of the events: every day of each, morning and afternoon. */
export function generateSessions(events: readonly EventSeed[]): EventSessionSeed[] {
  return events.flatMap((event) => {
    const first = dayjs.utc(event.start_date);
    const days = dayjs.utc(event.end_date).diff(first, 'day') + 1;
    return Array.from({ length: days }, (_, day) =>
      SLOTS.map((slot, index) => ({
        event_id: event.id,
        date: first.add(day, 'day').format('YYYY-MM-DD'),
        start_time: slot.start,
        end_time: slot.end,
        quota: QUOTAS[(event.id + day * 2 + index) % QUOTAS.length],
        ticket_from: slot.ticketFrom,
        ticket_to: slot.start,
      })),
    ).flat();
  });
}
