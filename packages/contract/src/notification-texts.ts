import type { AuthoredLocale } from './languages.ts';
import { INTERVIEW_NOTIFICATION_TEXTS } from './notification-texts-interviews.ts';
import type { NotificationEvent } from './notifications.ts';
import type { NotificationText } from './notification-text.ts';

/**
 * The texts of each event: `{name}` is replaced by the notification's value of that name
 * (`vacancy`: the vacancy's title; `replyBy`, `interviewAt`: Macao date and time; `search`: a
 * saved search's name; `searches`: the names of the saved searches that found a vacancy, each
 * quoted and listed as the language does (quoted-list.ts), `searchCount` how many; `count`: how
 * many vacancies a digest found; `vacancies`: the titles a
 * digest lists, one a line; `entNo`, `referenceNo`: a registration's number; `validUntil`,
 * `eventDay`: a Macao day; `deleteAt`, `expiresAt`: Macao date and time; `eventName`, `venue`:
 * an event's, in the reader's language; `reason`, `request`: staff's words as typed). A number
 * that counts something is written with its plural forms, as in ICU messages:
 * `{count, plural, one {# vacancy} other {# vacancies}}` (`#` is the number).
 */
export const NOTIFICATION_TEXTS: Record<
  NotificationEvent,
  Record<AuthoredLocale, NotificationText>
> = {
  ...INTERVIEW_NOTIFICATION_TEXTS,
  'alert.instant': {
    'zh-Hant': {
      title: '職位提醒{searches}：{vacancy}',
      body: '新職位「{vacancy}」符合您的職位提醒{searches}。',
    },
    pt: {
      title: '{searchCount, plural, one {Alerta} other {Alertas}} {searches}: {vacancy}',
      body: 'A nova vaga «{vacancy}» corresponde {searchCount, plural, one {ao seu alerta de emprego} other {aos seus alertas de emprego}} {searches}.',
    },
    en: {
      title: '{searchCount, plural, one {Job alert} other {Job alerts}} {searches}: {vacancy}',
      body: 'The new vacancy "{vacancy}" matches your {searchCount, plural, one {job alert} other {job alerts}} {searches}.',
    },
  },
  'alert.digest': {
    'zh-Hant': {
      title: '職位提醒「{search}」：{count} 個新職位',
      body: '昨天以來有 {count} 個新職位符合您的職位提醒「{search}」：\n{vacancies}\n查看全部職位列表。',
    },
    pt: {
      title: 'Alerta «{search}»: {count, plural, one {# vaga nova} other {# vagas novas}}',
      body: 'Desde ontem, {count, plural, one {# vaga nova corresponde} other {# vagas novas correspondem}} ao seu alerta de emprego «{search}»:\n{vacancies}\nVeja a lista completa.',
    },
    en: {
      title: 'Job alert "{search}": {count, plural, one {# new vacancy} other {# new vacancies}}',
      body: 'Since yesterday, {count, plural, one {# new vacancy matches} other {# new vacancies match}} your job alert "{search}":\n{vacancies}\nSee the full list.',
    },
  },
  'jobseek.approved': {
    'zh-Hant': {
      title: '求職登記已生效',
      body: '您的求職登記 {entNo} 已獲批准，有效期至 {validUntil}。',
    },
    pt: {
      title: 'Inscrição de procura de emprego aprovada',
      body: 'A sua inscrição {entNo} foi aprovada e é válida até {validUntil}.',
    },
    en: {
      title: 'Job-seeking registration approved',
      body: 'Your registration {entNo} was approved and is valid until {validUntil}.',
    },
  },
  'jobseek.refused': {
    'zh-Hant': {
      title: '求職登記不獲受理',
      body: '您的求職登記 {entNo} 不獲受理。原因：{reason}',
    },
    pt: {
      title: 'Inscrição de procura de emprego recusada',
      body: 'A sua inscrição {entNo} foi recusada. Motivo: {reason}',
    },
    en: {
      title: 'Job-seeking registration refused',
      body: 'Your registration {entNo} was refused. Reason: {reason}',
    },
  },
  'jobseek.referred': {
    'zh-Hant': {
      title: '已為您轉介 {count} 個職位',
      body: '根據您的求職登記 {entNo}，職員已將您轉介至以下職位，請留意僱主的面試安排：\n{vacancies}',
    },
    pt: {
      title: 'Foi encaminhado para {count, plural, one {# vaga} other {# vagas}}',
      body: 'Com base na sua inscrição {entNo}, foi encaminhado para {count, plural, one {esta vaga; aguarde o contacto do empregador} other {estas vagas; aguarde o contacto dos empregadores}} para entrevista:\n{vacancies}',
    },
    en: {
      title: 'You were referred to {count, plural, one {# vacancy} other {# vacancies}}',
      body: 'Based on your registration {entNo}, staff referred you to {count, plural, one {this vacancy; the employer} other {these vacancies; the employers}} will get back to you about an interview:\n{vacancies}',
    },
  },
  'jobseek.expiring': {
    'zh-Hant': {
      title: '求職登記即將到期',
      body: '您的求職登記 {entNo} 將於 {validUntil} 後到期。如仍需協助，請於到期後重新登記。',
    },
    pt: {
      title: 'A inscrição está quase a expirar',
      body: 'A sua inscrição {entNo} expira depois de {validUntil}. Se ainda precisar de ajuda, inscreva-se de novo quando expirar.',
    },
    en: {
      title: 'Your registration expires soon',
      body: 'Your registration {entNo} expires after {validUntil}. If you still need help, register again once it has expired.',
    },
  },
  'jobseek.expired': {
    'zh-Hant': {
      title: '求職登記已過期',
      body: '您的求職登記 {entNo} 已於 {validUntil} 後過期。如仍需協助，可重新登記。',
    },
    pt: {
      title: 'A inscrição expirou',
      body: 'A sua inscrição {entNo} expirou depois de {validUntil}. Se ainda precisar de ajuda, pode inscrever-se de novo.',
    },
    en: {
      title: 'Your registration has expired',
      body: 'Your registration {entNo} expired after {validUntil}. If you still need help, you may register again.',
    },
  },
  'unemployment.supplement': {
    'zh-Hant': {
      title: '失業登記需補交文件',
      body: '您的失業登記 {referenceNo} 需要補交文件：{request}',
    },
    pt: {
      title: 'Registo de desemprego: faltam documentos',
      body: 'O seu registo de desemprego {referenceNo} precisa de mais documentos: {request}',
    },
    en: {
      title: 'Unemployment registration: documents requested',
      body: 'Your unemployment registration {referenceNo} needs more documents: {request}',
    },
  },
  'unemployment.approved': {
    'zh-Hant': { title: '失業登記已獲批准', body: '您的失業登記 {referenceNo} 已獲批准。' },
    pt: {
      title: 'Registo de desemprego aprovado',
      body: 'O seu registo de desemprego {referenceNo} foi aprovado.',
    },
    en: {
      title: 'Unemployment registration approved',
      body: 'Your unemployment registration {referenceNo} was approved.',
    },
  },
  'unemployment.refused': {
    'zh-Hant': {
      title: '失業登記不獲批准',
      body: '您的失業登記 {referenceNo} 不獲批准。原因：{reason}',
    },
    pt: {
      title: 'Registo de desemprego recusado',
      body: 'O seu registo de desemprego {referenceNo} foi recusado. Motivo: {reason}',
    },
    en: {
      title: 'Unemployment registration refused',
      body: 'Your unemployment registration {referenceNo} was refused. Reason: {reason}',
    },
  },
  'unemployment.draftExpiring': {
    'zh-Hant': {
      title: '失業登記草稿即將刪除',
      body: '您尚未提交的失業登記草稿將於 {deleteAt} 刪除。請在此之前完成並提交。',
    },
    pt: {
      title: 'O rascunho do registo vai ser apagado',
      body: 'O rascunho do seu registo de desemprego, ainda por submeter, será apagado em {deleteAt}. Complete-o e submeta-o antes disso.',
    },
    en: {
      title: 'Your draft will be deleted',
      body: 'Your unemployment registration draft, not yet submitted, will be deleted on {deleteAt}. Complete and submit it before then.',
    },
  },
  'event.registered': {
    'zh-Hant': {
      title: '已成功報名：{eventName}',
      body: '您已報名「{eventName}」（{eventDay}，{venue}）。入場時請出示您的入場券。',
    },
    pt: {
      title: 'Inscrição confirmada: {eventName}',
      body: 'Está inscrito em «{eventName}» ({eventDay}, {venue}). Mostre o seu bilhete à entrada.',
    },
    en: {
      title: 'Registration confirmed: {eventName}',
      body: 'You are registered for "{eventName}" ({eventDay}, {venue}). Show your ticket at the entrance.',
    },
  },
  'event.reminder': {
    'zh-Hant': {
      title: '明天：{eventName}',
      body: '「{eventName}」將於明天 {eventDay} {eventTime} 在{venue}舉行。請帶備您的入場券。',
    },
    pt: {
      title: 'Amanhã: {eventName}',
      body: '«{eventName}» é amanhã, {eventDay} às {eventTime}, em {venue}. Leve o seu bilhete.',
    },
    en: {
      title: 'Tomorrow: {eventName}',
      body: '"{eventName}" is tomorrow, {eventDay} at {eventTime}, at {venue}. Bring your ticket.',
    },
  },
  'favourite.expiring': {
    'zh-Hant': {
      title: '收藏的職位即將到期：{vacancy}',
      body: '您收藏的職位「{vacancy}」將於 {expiresAt} 到期，到期後將無法預約面試。',
    },
    pt: {
      title: 'Vaga guardada quase a expirar: {vacancy}',
      body: 'A vaga guardada «{vacancy}» expira em {expiresAt}; depois disso já não pode pedir entrevista.',
    },
    en: {
      title: 'Saved vacancy expiring: {vacancy}',
      body: 'The saved vacancy "{vacancy}" expires on {expiresAt}; after that you can no longer ask for an interview.',
    },
  },
};

/** The words of the e-mail around a notification's text. */
export const NOTIFICATION_MAIL_TEXTS: Record<
  AuthoredLocale,
  { open: string; unsubscribe: string; footer: string; unsubscribed: string }
> = {
  'zh-Hant': {
    open: '在 Vaga 中查看',
    unsubscribe: '不再接收此類電郵',
    footer: '此電郵由 Vaga 自動發出，請勿回覆。',
    unsubscribed: '您已不再接收此類電郵。',
  },
  pt: {
    open: 'Ver na Vaga',
    unsubscribe: 'Deixar de receber estes e-mails',
    footer: 'Este e-mail foi enviado automaticamente pela Vaga; não responda.',
    unsubscribed: 'Deixou de receber estes e-mails.',
  },
  en: {
    open: 'Open in Vaga',
    unsubscribe: 'Stop these e-mails',
    footer: 'This e-mail was sent automatically by Vaga; please do not reply.',
    unsubscribed: 'You will no longer receive these e-mails.',
  },
};
