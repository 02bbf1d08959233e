/** Errors of interviews (job-matching events) and the vacancies they are for. */
export const INTERVIEW_ERRORS = {
  BE_ALREADY_INTERVIEW: {
    status: 409,
    'zh-Hant': '您已就此職位進行過面試',
    pt: 'Já teve uma entrevista para esta vaga',
    en: 'You have already had an interview for this position',
  },
  BE_INTERVIEW_ALREADY_REQUESTED: {
    status: 409,
    'zh-Hant': '您已就此職位申請面試，申請仍在處理中',
    pt: 'Já pediu uma entrevista para esta vaga e o pedido ainda está em curso',
    en: 'You have already asked for an interview for this position; it is still in progress',
  },
  BE_INTERVIEW_REQUEST_DECLINED: {
    status: 409,
    'zh-Hant': '僱主已婉拒您就此職位的面試申請，不可再次申請',
    pt: 'O empregador recusou o seu pedido de entrevista para esta vaga; não pode pedir outra vez',
    en: 'The employer declined your interview request for this position; it cannot be requested again',
  },
  BE_INTERVIEW_INVITATION_REFUSED: {
    status: 409,
    'zh-Hant': '您未接受僱主就此職位的面試邀請，不可再次申請',
    pt: 'Não aceitou o convite do empregador para esta vaga; não pode pedir outra entrevista',
    en: "You did not accept the employer's invitation for this position; it cannot be requested again",
  },
  BE_EXCEED_ACTIVE_INTERVIEW_AMOUNT: {
    status: 409,
    'zh-Hant': '進行中的面試申請已超過十個，請先更新面試結果',
    pt: 'Tem mais de dez pedidos de entrevista ativos; atualize primeiro os resultados',
    en: 'You have more than ten active interview requests; update a result first',
  },
  BE_SEEKER_EXCEED_ACTIVE_INTERVIEW_AMOUNT: {
    status: 409,
    'zh-Hant': '此求職者進行中的面試申請已達 {0} 個，須待其中一個完結後才可再邀請或轉介',
    pt: 'Este candidato já tem {0} pedidos de entrevista ativos; só pode ser convidado ou encaminhado quando um deles terminar',
    en: 'This job seeker already has {0} active interview requests; invite or refer them once one of them ends',
  },
  BE_JOBOFFER_INVALID: {
    status: 410,
    'zh-Hant': '職位空缺已過期或不存在',
    pt: 'A vaga expirou ou já não existe',
    en: 'This vacancy has expired or no longer exists',
  },
  BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT: {
    status: 409,
    'zh-Hant': '此職位申請人數已達上限 {0}，請稍後再試',
    pt: 'Esta vaga atingiu o número máximo de candidatos ({0}); tente mais tarde',
    en: 'This vacancy has reached its maximum of {0} applicants; try later',
  },
  // Codes Vaga adds to the spec's catalogue.
  BE_JOBMATCH_STATE_INVALID: {
    status: 409,
    'zh-Hant': '此面試目前的狀態不允許這項操作',
    pt: 'O estado actual desta entrevista não permite esta operação',
    en: 'This interview is not in a state that allows this',
  },
  BE_JOBMATCH_REPLY_EXPIRED: {
    status: 409,
    'zh-Hant': '回覆期限已過，邀請已自動拒絕',
    pt: 'O prazo de resposta terminou; o convite foi recusado automaticamente',
    en: 'The time to reply has passed; the invitation was rejected automatically',
  },
  BE_JOBMATCH_RESULT_ALREADY_RECORDED: {
    status: 409,
    'zh-Hant': '此面試已有結果，不可再記錄',
    pt: 'Esta entrevista já tem um resultado registado',
    en: 'A result has already been recorded for this interview',
  },
  BE_INTERVIEW_REPLY_TIME_TOO_SHORT: {
    status: 400,
    'zh-Hant': '面試日期須讓求職者有最少一天時間回覆邀請',
    pt: 'A data da entrevista tem de deixar ao candidato pelo menos um dia para responder ao convite',
    en: 'The interview date must leave the job seeker at least one day to reply to the invitation',
  },
} as const;
