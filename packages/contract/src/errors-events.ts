/** Errors of events: registration, sessions, vacancies applied for at an event, check-in. */
export const EVENT_ERRORS = {
  BE_NOT_IN_EVENT_DATE_RANGE: {
    status: 409,
    'zh-Hant': '不在活動日期範圍內',
    pt: 'Fora das datas do evento',
    en: 'Outside the event dates',
  },
  BE_ALREADY_REGISTER_EVENT: {
    status: 409,
    'zh-Hant': '您已報名此活動',
    pt: 'Já está inscrito neste evento',
    en: 'You are already registered for this event',
  },
  BE_SESSION_FULL_BOOKING: {
    status: 409,
    'zh-Hant': '此時段已滿',
    pt: 'Este período está esgotado',
    en: 'This period is full',
  },
  BE_EXCEED_EVENT_MAX_APPLY_PER_SEEKER: {
    status: 409,
    'zh-Hant': '預約次數已超過上限',
    pt: 'Excedeu o número de marcações',
    en: 'You have exceeded the number of bookings',
  },
  BE_ALREADY_APPLY_EVENT_VACANCY: {
    status: 409,
    'zh-Hant': '您已預約此職位',
    pt: 'Já marcou esta vaga',
    en: 'You have already booked this vacancy',
  },
  // Codes Vaga adds to the spec's catalogue.
  BE_EVENT_NOT_REGISTERED: {
    status: 409,
    'zh-Hant': '請先報名參加此活動，才可預約活動職位',
    pt: 'Inscreva-se primeiro no evento para marcar as suas vagas',
    en: 'Register for the event first to book its vacancies',
  },
  BE_EVENT_TICKET_INVALID: {
    status: 400,
    'zh-Hant': '入場券無效',
    pt: 'Bilhete inválido',
    en: 'This ticket is not valid',
  },
  BE_EVENT_ALREADY_CHECKED_IN: {
    status: 409,
    'zh-Hant': '此求職者已簽到',
    pt: 'Este candidato já deu entrada',
    en: 'This job seeker has already checked in',
  },
  BE_EVENT_CHECKIN_NOT_OPEN: {
    status: 409,
    'zh-Hant': '只可在活動日期及該求職者場次的取票時段內簽到',
    pt: 'Só é possível dar entrada nos dias do evento, no horário de levantamento de bilhetes da sessão do candidato',
    en: "Check-in is open only on the event's days, in the ticket collection time of the seeker's session",
  },
  BE_EVENT_QUOTA_BELOW_TAKEN: {
    status: 409,
    'zh-Hant': '名額不可少於已報名人數 {0}',
    pt: 'A quota não pode ser inferior às inscrições já feitas ({0})',
    en: 'The quota cannot be less than the seats already taken ({0})',
  },
} as const;
