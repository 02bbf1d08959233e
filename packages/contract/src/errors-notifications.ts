/** Errors of notifications: the kinds a role is told of, a console account's contact e-mail. */
export const NOTIFICATION_ERRORS = {
  // Codes Vaga adds to the spec's catalogue.
  BE_NOTIFICATION_KIND_NOT_FOR_ROLE: {
    status: 400,
    'zh-Hant': '此類帳戶不會收到「{0}」類通知',
    pt: 'Este tipo de conta não recebe notificações do tipo «{0}»',
    en: 'This kind of account is not sent notifications of the kind "{0}"',
  },
  BE_CONTACT_EMAIL_LINK_INVALID: {
    status: 400,
    'zh-Hant': '確認連結無效，或不屬於目前登入的帳戶',
    pt: 'A ligação de confirmação não é válida ou não pertence à conta com sessão iniciada',
    en: 'The confirmation link is not valid, or belongs to another account than the one logged in',
  },
  BE_CONTACT_EMAIL_LINK_EXPIRED: {
    status: 410,
    'zh-Hant': '確認連結已過期，請重新設定電郵地址以收取新連結',
    pt: 'A ligação de confirmação expirou: indique de novo o endereço para receber outra',
    en: 'The confirmation link has expired: set the address again to receive a new one',
  },
  BE_CONTACT_EMAIL_NOT_SENT: {
    status: 503,
    'zh-Hant': '暫時無法發送確認電郵，請稍後再試',
    pt: 'Não foi possível enviar o e-mail de confirmação agora; tente mais tarde',
    en: 'The confirmation e-mail could not be sent now; please try again later',
  },
} as const;
