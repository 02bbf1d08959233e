import type { Locale } from './locales.ts';
import type { NotificationEvent } from './notifications.ts';

/** The texts of the interview events, written as NOTIFICATION_TEXTS says (notification-texts.ts). */
export const INTERVIEW_NOTIFICATION_TEXTS: Record<
  Extract<NotificationEvent, `interview.${string}`>,
  Record<Locale, { title: string; body: string }>
> = {
  'interview.invited': {
    'zh-Hant': {
      title: '面試邀請：{vacancy}',
      body: '僱主邀請您面試「{vacancy}」，面試時間 {interviewAt}。請於 {replyBy} 前回覆，逾期將自動視為拒絕。',
    },
    pt: {
      title: 'Convite para entrevista: {vacancy}',
      body: 'Um empregador convidou-o para uma entrevista para «{vacancy}» em {interviewAt}. Responda até {replyBy}; sem resposta, o convite é recusado automaticamente.',
    },
    en: {
      title: 'Interview invitation: {vacancy}',
      body: 'An employer invited you to an interview for "{vacancy}" on {interviewAt}. Reply by {replyBy}; without a reply the invitation is rejected automatically.',
    },
  },
  'interview.reminder': {
    'zh-Hant': {
      title: '請回覆面試邀請：{vacancy}',
      body: '您尚未回覆「{vacancy}」的面試邀請。請於 {replyBy} 前回覆，否則將自動視為拒絕，並可能影響失業津貼。',
    },
    pt: {
      title: 'Responda ao convite: {vacancy}',
      body: 'Ainda não respondeu ao convite para entrevista para «{vacancy}». Responda até {replyBy}; depois é recusado automaticamente, o que pode afetar o subsídio de desemprego.',
    },
    en: {
      title: 'Please reply to the invitation: {vacancy}',
      body: 'You have not replied to the interview invitation for "{vacancy}". Reply by {replyBy}; after that it is rejected automatically, which may affect unemployment benefit.',
    },
  },
  'interview.expired': {
    'zh-Hant': {
      title: '面試邀請已自動拒絕：{vacancy}',
      body: '您未於 {replyBy} 前回覆「{vacancy}」的面試邀請，邀請已自動視為拒絕。這可能影響失業津貼。',
    },
    pt: {
      title: 'Convite recusado automaticamente: {vacancy}',
      body: 'Não respondeu até {replyBy} ao convite para entrevista para «{vacancy}», que foi recusado automaticamente. Isto pode afetar o subsídio de desemprego.',
    },
    en: {
      title: 'Invitation rejected automatically: {vacancy}',
      body: 'You did not reply by {replyBy} to the interview invitation for "{vacancy}", so it was rejected automatically. This may affect unemployment benefit.',
    },
  },
  'interview.arranged': {
    'zh-Hant': {
      title: '面試已安排：{vacancy}',
      body: '「{vacancy}」的面試已安排於 {interviewAt}。',
    },
    pt: {
      title: 'Entrevista marcada: {vacancy}',
      body: 'A entrevista para «{vacancy}» foi marcada para {interviewAt}.',
    },
    en: {
      title: 'Interview arranged: {vacancy}',
      body: 'The interview for "{vacancy}" is arranged for {interviewAt}.',
    },
  },
  'interview.changed': {
    'zh-Hant': { title: '面試已更改：{vacancy}', body: '「{vacancy}」的面試改為 {interviewAt}。' },
    pt: {
      title: 'Entrevista alterada: {vacancy}',
      body: 'A entrevista para «{vacancy}» passou para {interviewAt}.',
    },
    en: {
      title: 'Interview changed: {vacancy}',
      body: 'The interview for "{vacancy}" is now on {interviewAt}.',
    },
  },
  'interview.cancelled': {
    'zh-Hant': { title: '面試已取消：{vacancy}', body: '「{vacancy}」的面試已取消。' },
    pt: {
      title: 'Entrevista cancelada: {vacancy}',
      body: 'A entrevista para «{vacancy}» foi cancelada.',
    },
    en: {
      title: 'Interview cancelled: {vacancy}',
      body: 'The interview for "{vacancy}" was cancelled.',
    },
  },
  'interview.result': {
    'zh-Hant': { title: '面試結果：{vacancy}', body: '僱主已記錄「{vacancy}」的面試結果。' },
    pt: {
      title: 'Resultado da entrevista: {vacancy}',
      body: 'O empregador registou o resultado da entrevista para «{vacancy}».',
    },
    en: {
      title: 'Interview result: {vacancy}',
      body: 'The employer recorded the result of the interview for "{vacancy}".',
    },
  },
  'interview.refused': {
    'zh-Hant': {
      title: '面試申請未獲接納：{vacancy}',
      body: '僱主未接納您「{vacancy}」的面試申請。原因：{reason}',
    },
    pt: {
      title: 'Pedido de entrevista recusado: {vacancy}',
      body: 'O empregador recusou o seu pedido de entrevista para «{vacancy}». Motivo: {reason}',
    },
    en: {
      title: 'Interview request declined: {vacancy}',
      body: 'The employer declined your interview request for "{vacancy}". Reason: {reason}',
    },
  },
  'interview.requested': {
    'zh-Hant': { title: '新面試申請：{vacancy}', body: '一位求職者申請了「{vacancy}」的面試。' },
    pt: {
      title: 'Novo pedido de entrevista: {vacancy}',
      body: 'Um candidato pediu uma entrevista para «{vacancy}».',
    },
    en: {
      title: 'New interview request: {vacancy}',
      body: 'A job seeker asked for an interview for "{vacancy}".',
    },
  },
  'interview.accepted': {
    'zh-Hant': {
      title: '求職者接受邀請：{vacancy}',
      body: '求職者接受了「{vacancy}」的面試邀請。',
    },
    pt: {
      title: 'Convite aceite: {vacancy}',
      body: 'O candidato aceitou o convite para entrevista para «{vacancy}».',
    },
    en: {
      title: 'Invitation accepted: {vacancy}',
      body: 'The job seeker accepted the interview invitation for "{vacancy}".',
    },
  },
  'interview.declined': {
    'zh-Hant': {
      title: '求職者拒絕邀請：{vacancy}',
      body: '求職者拒絕了「{vacancy}」的面試邀請。',
    },
    pt: {
      title: 'Convite recusado: {vacancy}',
      body: 'O candidato recusou o convite para entrevista para «{vacancy}».',
    },
    en: {
      title: 'Invitation declined: {vacancy}',
      body: 'The job seeker declined the interview invitation for "{vacancy}".',
    },
  },
  'interview.lapsed': {
    'zh-Hant': {
      title: '邀請逾期未獲回覆：{vacancy}',
      body: '求職者未有在 {replyBy} 前回覆「{vacancy}」的面試邀請，邀請已自動視為拒絕。',
    },
    pt: {
      title: 'Convite sem resposta: {vacancy}',
      body: 'O candidato não respondeu até {replyBy} ao convite para entrevista para «{vacancy}»; o convite foi recusado automaticamente.',
    },
    en: {
      title: 'Invitation not answered: {vacancy}',
      body: 'The job seeker did not reply by {replyBy} to the interview invitation for "{vacancy}"; the invitation was rejected automatically.',
    },
  },
};
