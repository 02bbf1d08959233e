import type { AuthoredLocale } from './languages.ts';

type Names = Record<AuthoredLocale, string>;

/** typeEventStatus names. */
export const EVENT_STATUS_NAMES: Record<1 | 2 | 3, Names> = {
  1: { 'zh-Hant': '報名中', pt: 'Inscrições abertas', en: 'Enrolling' },
  2: { 'zh-Hant': '已結束', pt: 'Terminado', en: 'Finished' },
  3: { 'zh-Hant': '報名已截止', pt: 'Inscrições encerradas', en: 'Registration closed' },
};

/** typeEventId names. */
export const EVENT_TYPE_NAMES: Record<1 | 2 | 3, Names> = {
  1: { 'zh-Hant': '行業配對會', pt: 'Sessões por sector', en: 'Industry matching sessions' },
  2: {
    'zh-Hant': '休閒業配對活動',
    pt: 'Eventos do sector do lazer',
    en: 'Leisure-industry events',
  },
  3: { 'zh-Hant': '大型招聘會', pt: 'Grandes feiras de emprego', en: 'Large job fairs' },
};

/** Actions recorded on an event: staff's, a check-in, a ticket withdrawn by an erasure. */
export const EVENT_ACTION_NAMES: Record<
  | 'created'
  | 'updated'
  | 'sessionAdded'
  | 'sessionUpdated'
  | 'vacanciesAttached'
  | 'vacanciesDetached'
  | 'registrationOpened'
  | 'registrationClosed'
  | 'checkedIn'
  | 'ticketWithdrawn',
  Names
> = {
  created: { 'zh-Hant': '建立活動', pt: 'Evento criado', en: 'Event created' },
  updated: { 'zh-Hant': '修改活動', pt: 'Evento alterado', en: 'Event changed' },
  sessionAdded: { 'zh-Hant': '新增場次', pt: 'Sessão acrescentada', en: 'Session added' },
  sessionUpdated: { 'zh-Hant': '修改場次', pt: 'Sessão alterada', en: 'Session changed' },
  vacanciesAttached: { 'zh-Hant': '加入職位', pt: 'Vagas associadas', en: 'Vacancies attached' },
  vacanciesDetached: { 'zh-Hant': '移除職位', pt: 'Vagas retiradas', en: 'Vacancies removed' },
  registrationOpened: {
    'zh-Hant': '開放報名',
    pt: 'Inscrições abertas',
    en: 'Registration opened',
  },
  registrationClosed: {
    'zh-Hant': '截止報名',
    pt: 'Inscrições encerradas',
    en: 'Registration closed',
  },
  checkedIn: { 'zh-Hant': '求職者簽到', pt: 'Entrada de candidato', en: 'Job seeker checked in' },
  ticketWithdrawn: {
    'zh-Hant': '求職者刪除資料，報名已撤回',
    pt: 'Inscrição retirada: o candidato apagou os seus dados',
    en: 'Ticket withdrawn: the job seeker erased their data',
  },
};
export type EventAction = keyof typeof EVENT_ACTION_NAMES;
