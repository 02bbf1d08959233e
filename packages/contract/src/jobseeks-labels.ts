import type { AuthoredLocale } from './languages.ts';
import type {
  JobSeekResultId,
  JobSeekStateName,
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
} from './jobseeks-states.ts';

/** Names of the job-seeking registration's states, results, actions and choices, in three languages. */
type Names = Record<AuthoredLocale, string>;

/** The service's name, as a record is called (jobSeekName). */
export const JOB_SEEK_SERVICE_NAME: Names = {
  'zh-Hant': '求職登記（配對轉介服務）',
  pt: 'Inscrição para procura de emprego (serviço de encaminhamento)',
  en: 'Job-seeking registration (referral service)',
};

export const JOB_SEEK_STATE_NAMES: Record<JobSeekStateName, Names> = {
  processing: { 'zh-Hant': '處理中', pt: 'Em processamento', en: 'Processing' },
  valid: { 'zh-Hant': '有效', pt: 'Válida', en: 'Valid' },
  expired: { 'zh-Hant': '已過期', pt: 'Expirada', en: 'Expired' },
  refused: { 'zh-Hant': '不獲受理', pt: 'Recusada', en: 'Refused' },
  completed: { 'zh-Hant': '已完成', pt: 'Concluída', en: 'Completed' },
};

export const JOB_SEEK_RESULT_NAMES: Record<JobSeekResultId, Names> = {
  1: {
    'zh-Hant': '經轉介成功就業',
    pt: 'Empregado por encaminhamento',
    en: 'Hired through a referral',
  },
  2: { 'zh-Hant': '自行覓得工作', pt: 'Encontrou emprego por si', en: 'Found a job on their own' },
  3: { 'zh-Hant': '求職者撤回登記', pt: 'Inscrição retirada', en: 'Registration withdrawn' },
  4: { 'zh-Hant': '未能聯絡求職者', pt: 'Candidato incontactável', en: 'Job seeker unreachable' },
  9: { 'zh-Hant': '其他', pt: 'Outro', en: 'Other' },
};

export const JOB_SEEK_ACTION_NAMES: Record<
  | 'registered'
  | 'updated'
  | 'approved'
  | 'refused'
  | 'referred'
  | 'closed'
  | 'expired'
  | 'withdrawn',
  Names
> = {
  registered: { 'zh-Hant': '提交登記', pt: 'Inscrição submetida', en: 'Registration submitted' },
  updated: { 'zh-Hant': '更新登記資料', pt: 'Dados atualizados', en: 'Details updated' },
  approved: { 'zh-Hant': '登記已生效', pt: 'Inscrição aprovada', en: 'Registration approved' },
  refused: { 'zh-Hant': '登記不獲受理', pt: 'Inscrição recusada', en: 'Registration refused' },
  referred: { 'zh-Hant': '轉介職位', pt: 'Encaminhado para vagas', en: 'Referred to vacancies' },
  closed: { 'zh-Hant': '登記已完成', pt: 'Inscrição concluída', en: 'Registration closed' },
  expired: { 'zh-Hant': '登記已過期', pt: 'Inscrição expirada', en: 'Registration expired' },
  withdrawn: {
    'zh-Hant': '登記已撤回：求職者刪除了資料',
    pt: 'Inscrição retirada: o candidato apagou os seus dados',
    en: 'Registration withdrawn: the job seeker erased their data',
  },
};
export type JobSeekAction = keyof typeof JOB_SEEK_ACTION_NAMES;

export const NOTIFICATION_METHOD_NAMES: Record<
  (typeof NOTIFICATION_METHODS)[keyof typeof NOTIFICATION_METHODS],
  Names
> = {
  1: { 'zh-Hant': '手機短訊', pt: 'SMS', en: 'Text message' },
  2: { 'zh-Hant': '電郵', pt: 'Correio eletrónico', en: 'Email' },
  3: { 'zh-Hant': '應用程式通知', pt: 'Notificação na aplicação', en: 'App notification' },
};

export const NOTIFICATION_TYPE_NAMES: Record<
  (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES],
  Names
> = {
  1: {
    'zh-Hant': '職位轉介及面試',
    pt: 'Encaminhamentos e entrevistas',
    en: 'Referrals and interviews',
  },
  2: { 'zh-Hant': '推薦職位', pt: 'Vagas recomendadas', en: 'Recommended vacancies' },
  3: { 'zh-Hant': '招聘活動', pt: 'Eventos de recrutamento', en: 'Recruitment events' },
};
