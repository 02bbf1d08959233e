import type { AuthoredLocale } from './languages.ts';
import type { NotificationEvent } from './notifications.ts';
import type { NotificationText } from './notification-text.ts';

/** The texts of the interview events, written as NOTIFICATION_TEXTS says (notification-texts.ts). */
export const INTERVIEW_NOTIFICATION_TEXTS: Record<
  Extract<NotificationEvent, `interview.${string}`>,
  Record<AuthoredLocale, NotificationText>
> = {
  'interview.invited': {
    'zh-Hant': {
      title: '面試邀請：{vacancy}',
      body: '{employer}邀請您面試「{vacancy}」。面試時間：{interviewAt}；地點：{place}；聯絡電話：{phone}。請於 {replyBy} 前回覆，逾期將自動視為拒絕。',
      short: '{employer}邀請您面試「{vacancy}」：{interviewAt}，{place}。請於 {replyBy} 前回覆。',
    },
    pt: {
      title: 'Convite para entrevista: {vacancy}',
      body: '{employer} convidou-o para uma entrevista para «{vacancy}» em {interviewAt}, em {place} (telefone de contacto: {phone}). Responda até {replyBy}; sem resposta, o convite é recusado automaticamente.',
      short:
        '{employer}: entrevista para «{vacancy}» em {interviewAt}, {place}. Responda até {replyBy}.',
    },
    en: {
      title: 'Interview invitation: {vacancy}',
      body: '{employer} invited you to an interview for "{vacancy}" on {interviewAt} at {place} (contact phone: {phone}). Reply by {replyBy}; without a reply the invitation is rejected automatically.',
      short: '{employer}: interview for "{vacancy}" on {interviewAt}, {place}. Reply by {replyBy}.',
    },
  },
  'interview.reminder': {
    'zh-Hant': {
      title: '請回覆面試邀請：{vacancy}',
      body: '您尚未回覆{employer}「{vacancy}」的面試邀請（{interviewAt}，{place}）。請於 {replyBy} 前回覆，否則將自動視為拒絕，並可能影響失業津貼。',
      short: '請於 {replyBy} 前回覆{employer}「{vacancy}」的面試邀請。',
    },
    pt: {
      title: 'Responda ao convite: {vacancy}',
      body: 'Ainda não respondeu ao convite de {employer} para entrevista para «{vacancy}» ({interviewAt}, {place}). Responda até {replyBy}; depois é recusado automaticamente, o que pode afetar o subsídio de desemprego.',
      short: 'Responda até {replyBy} ao convite de {employer} para «{vacancy}».',
    },
    en: {
      title: 'Please reply to the invitation: {vacancy}',
      body: 'You have not replied to the interview invitation from {employer} for "{vacancy}" ({interviewAt}, {place}). Reply by {replyBy}; after that it is rejected automatically, which may affect unemployment benefit.',
      short: 'Reply by {replyBy} to the invitation from {employer} for "{vacancy}".',
    },
  },
  'interview.expired': {
    'zh-Hant': {
      title: '面試邀請已自動拒絕：{vacancy}',
      body: '您未於 {replyBy} 前回覆{employer}「{vacancy}」的面試邀請，邀請已自動視為拒絕。這可能影響失業津貼。',
    },
    pt: {
      title: 'Convite recusado automaticamente: {vacancy}',
      body: 'Não respondeu até {replyBy} ao convite de {employer} para entrevista para «{vacancy}», que foi recusado automaticamente. Isto pode afetar o subsídio de desemprego.',
    },
    en: {
      title: 'Invitation rejected automatically: {vacancy}',
      body: 'You did not reply by {replyBy} to the interview invitation from {employer} for "{vacancy}", so it was rejected automatically. This may affect unemployment benefit.',
    },
  },
  'interview.arranged': {
    'zh-Hant': {
      title: '面試已安排：{vacancy}',
      body: '{employer}已安排「{vacancy}」的面試。面試時間：{interviewAt}；地點：{place}；聯絡電話：{phone}。',
      short: '{employer}「{vacancy}」面試：{interviewAt}，{place}。',
    },
    pt: {
      title: 'Entrevista marcada: {vacancy}',
      body: '{employer} marcou a entrevista para «{vacancy}» para {interviewAt}, em {place} (telefone de contacto: {phone}).',
      short: '{employer}: entrevista para «{vacancy}» em {interviewAt}, {place}.',
    },
    en: {
      title: 'Interview arranged: {vacancy}',
      body: '{employer} arranged the interview for "{vacancy}" on {interviewAt} at {place} (contact phone: {phone}).',
      short: '{employer}: interview for "{vacancy}" on {interviewAt}, {place}.',
    },
  },
  'interview.confirmed': {
    'zh-Hant': {
      title: '已確認面試：{vacancy}',
      body: '您已接受{employer}「{vacancy}」的面試邀請。面試時間：{interviewAt}；地點：{place}；聯絡電話：{phone}。',
      short: '已確認{employer}「{vacancy}」面試：{interviewAt}，{place}。',
    },
    pt: {
      title: 'Entrevista confirmada: {vacancy}',
      body: 'Aceitou o convite de {employer} para a entrevista para «{vacancy}» em {interviewAt}, em {place} (telefone de contacto: {phone}).',
      short: 'Confirmada: entrevista de {employer} para «{vacancy}» em {interviewAt}, {place}.',
    },
    en: {
      title: 'Interview confirmed: {vacancy}',
      body: 'You accepted the invitation from {employer} to the interview for "{vacancy}" on {interviewAt} at {place} (contact phone: {phone}).',
      short: 'Confirmed: interview with {employer} for "{vacancy}" on {interviewAt}, {place}.',
    },
  },
  'interview.changed': {
    'zh-Hant': {
      title: '面試已更改：{vacancy}',
      body: '{employer}已更改「{vacancy}」的面試。新的面試時間：{interviewAt}；地點：{place}；聯絡電話：{phone}。',
      short: '{employer}「{vacancy}」面試改為 {interviewAt}，{place}。',
    },
    pt: {
      title: 'Entrevista alterada: {vacancy}',
      body: '{employer} alterou a entrevista para «{vacancy}»: passa a ser em {interviewAt}, em {place} (telefone de contacto: {phone}).',
      short: '{employer}: a entrevista para «{vacancy}» passou para {interviewAt}, {place}.',
    },
    en: {
      title: 'Interview changed: {vacancy}',
      body: '{employer} changed the interview for "{vacancy}": it is now on {interviewAt} at {place} (contact phone: {phone}).',
      short: '{employer}: the interview for "{vacancy}" is now on {interviewAt}, {place}.',
    },
  },
  'interview.cancelled': {
    'zh-Hant': {
      title: '面試已取消：{vacancy}',
      body: '{employer}已取消原定於 {interviewAt} 的「{vacancy}」面試。原因：{reason}',
      short: '{employer}已取消 {interviewAt} 的「{vacancy}」面試。',
    },
    pt: {
      title: 'Entrevista cancelada: {vacancy}',
      body: '{employer} cancelou a entrevista para «{vacancy}» marcada para {interviewAt}. Motivo: {reason}',
      short: '{employer} cancelou a entrevista para «{vacancy}» de {interviewAt}.',
    },
    en: {
      title: 'Interview cancelled: {vacancy}',
      body: '{employer} cancelled the interview for "{vacancy}" on {interviewAt}. Reason: {reason}',
      short: '{employer} cancelled the interview for "{vacancy}" on {interviewAt}.',
    },
  },
  'interview.result': {
    'zh-Hant': {
      title: '面試結果：{vacancy}',
      body: '{employer}已記錄「{vacancy}」的面試結果：{result}。',
    },
    pt: {
      title: 'Resultado da entrevista: {vacancy}',
      body: '{employer} registou o resultado da entrevista para «{vacancy}»: {result}.',
    },
    en: {
      title: 'Interview result: {vacancy}',
      body: '{employer} recorded the result of the interview for "{vacancy}": {result}.',
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
  'interview.withdrawn': {
    'zh-Hant': {
      title: '求職者已撤回：{vacancy}',
      body: '求職者刪除了其資料，「{vacancy}」的面試已撤回。',
    },
    pt: {
      title: 'Retirado pelo candidato: {vacancy}',
      body: 'O candidato apagou os seus dados; a entrevista para «{vacancy}» foi retirada.',
    },
    en: {
      title: 'Withdrawn by the job seeker: {vacancy}',
      body: 'The job seeker erased their data; the interview for "{vacancy}" is withdrawn.',
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
