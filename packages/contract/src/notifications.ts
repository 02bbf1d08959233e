import { z } from 'zod';
import { pageSchema } from './common.ts';
import type { Locale } from './locales.ts';

/**
 * Notifications: one outbox, channels and preferences. The kinds a person can switch
 * on or off, the channels, the events that send a notification, and their texts in every
 * language (the one catalogue the server renders and the app shows).
 */
export const NOTIFICATION_KINDS = [
  'interviews',
  'registrations',
  'unemployment',
  'events',
  'alerts',
  'favourites',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The inbox is always on; the others follow the preferences. */
export const NOTIFICATION_CHANNELS = ['inbox', 'email', 'push', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels delivered outside the app (one delivery row each). */
export const OUTSIDE_CHANNELS = ['email', 'push', 'sms'] as const;
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number];

/** Events that send a notification, with the kind each belongs to. */
export const NOTIFICATION_EVENTS = {
  'interview.invited': 'interviews',
  'interview.reminder': 'interviews',
  'interview.expired': 'interviews',
  'interview.arranged': 'interviews',
  'interview.changed': 'interviews',
  'interview.cancelled': 'interviews',
  'interview.result': 'interviews',
  'interview.refused': 'interviews',
  'interview.requested': 'interviews',
  'interview.accepted': 'interviews',
  'interview.declined': 'interviews',
  'alert.instant': 'alerts',
  'alert.digest': 'alerts',
  'jobseek.approved': 'registrations',
  'jobseek.refused': 'registrations',
  'jobseek.referred': 'registrations',
  'jobseek.expiring': 'registrations',
  'jobseek.expired': 'registrations',
  'unemployment.supplement': 'unemployment',
  'unemployment.approved': 'unemployment',
  'unemployment.refused': 'unemployment',
  'unemployment.draftExpiring': 'unemployment',
  'event.registered': 'events',
  'event.reminder': 'events',
  'favourite.expiring': 'favourites',
} as const satisfies Record<string, NotificationKind>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;

/**
 * The texts of each event: `{name}` is replaced by the notification's value of that name
 * (`vacancy`: the vacancy's title; `replyBy`, `interviewAt`: Macao date and time; `search`: a
 * saved search's name; `count`: how many vacancies a digest found; `vacancies`: the titles a
 * digest lists, one a line; `entNo`, `referenceNo`: a registration's number; `validUntil`,
 * `eventDay`: a Macao day; `deleteAt`, `expiresAt`: Macao date and time; `eventName`, `venue`:
 * an event's, in the reader's language; `reason`, `request`: staff's words as typed). A number
 * that counts something is written with its plural forms, as in ICU messages:
 * `{count, plural, one {# vacancy} other {# vacancies}}` (`#` is the number).
 */
export const NOTIFICATION_TEXTS: Record<
  NotificationEvent,
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
  'alert.instant': {
    'zh-Hant': {
      title: '職位提醒「{search}」：{vacancy}',
      body: '新職位「{vacancy}」符合您的職位提醒「{search}」。',
    },
    pt: {
      title: 'Alerta «{search}»: {vacancy}',
      body: 'A nova vaga «{vacancy}» corresponde ao seu alerta de emprego «{search}».',
    },
    en: {
      title: 'Job alert "{search}": {vacancy}',
      body: 'The new vacancy "{vacancy}" matches your job alert "{search}".',
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
  Locale,
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

/** One notification in the inbox, in the caller's language. */
export const NotificationItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** The app path of the screen it is about (e.g. `/interview/<uid>`), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationPageSchema = pageSchema(NotificationItemSchema).extend({
  unread: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** One kind's outside channels (the inbox is always on). */
export const KindChannelsSchema = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
});
export type KindChannels = z.infer<typeof KindChannelsSchema>;

export const NotificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, KindChannelsSchema])) as Record<
      NotificationKind,
      typeof KindChannelsSchema
    >,
  ),
  /**
   * The e-mail address mails go to: a seeker's is the resume's (read-only here); an employer or
   * staff account sets its own.
   */
  email: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesUpdateSchema = z.object({
  kinds: NotificationPreferencesSchema.shape.kinds,
  /** Taken for employer and staff accounts only (a seeker's is the resume's). */
  email: z.email().max(100).nullable().optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

export const UnsubscribeQuerySchema = z.object({ token: z.string().min(10).max(500) });
export const UnsubscribeResultSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  message: z.string(),
});

/** A delivery that kept failing, for staff. */
export const FailedDeliverySchema = z.object({
  id: z.number().int(),
  notificationId: z.number().int(),
  accountId: z.number().int(),
  event: z.string(),
  channel: z.enum(OUTSIDE_CHANNELS),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type FailedDelivery = z.infer<typeof FailedDeliverySchema>;
export const FailedDeliveryPageSchema = pageSchema(FailedDeliverySchema);

/** A mail kept by the demo mailbox (no SMTP server configured). */
export const DemoMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  listUnsubscribe: z.string().nullable(),
  createdAt: z.string(),
});
export const DemoMailPageSchema = pageSchema(DemoMailSchema);

/** Browsers (push subscriptions) kept per account; a new one past this replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The longest push endpoint taken (the browsers' push services give about 200 characters). */
export const PUSH_ENDPOINT_MAX = 1000;

/** Unpadded base64url (a trailing `=` padding is taken too) that decodes to `bytes` bytes. */
const base64UrlOf = (bytes: number) => {
  const length = Math.ceil((bytes * 4) / 3);
  return z
    .string()
    .min(length)
    .max(length + 2)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((text) => text.replace(/=+$/, '').length === length, 'validation.length');
};

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export const PushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof PushKeySchema>;

/** A push endpoint: an https URL of a push service. */
const PushEndpointSchema = z.url({ protocol: /^https$/ }).max(PUSH_ENDPOINT_MAX);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's
 * https endpoint and the keys the payload is encrypted with (RFC 8291: `p256dh`, an uncompressed
 * P-256 point of 65 bytes; `auth`, 16 bytes; both base64url).
 */
export const PushSubscriptionInputSchema = z.object({
  endpoint: PushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64UrlOf(65),
    auth: base64UrlOf(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** Forgets one of the caller's browsers. */
export const PushUnsubscribeSchema = z.object({ endpoint: PushEndpointSchema });

/** What the service worker receives and shows (the inbox's texts, in the person's language). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path it opens (same origin). */
  url: string;
  /** One notification shows once: a repeat with the same tag replaces it. */
  tag: string;
}
