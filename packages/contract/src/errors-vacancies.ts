/** Errors of employers' vacancies (postings) and of reports of vacancies. */
export const VACANCY_ERRORS = {
  // Codes Vaga adds to the spec's catalogue.
  BE_POSTING_STATE_INVALID: {
    status: 409,
    'zh-Hant': '此職位空缺目前的狀態不可進行此操作',
    pt: 'Esta vaga não permite esta ação no estado atual',
    en: 'This vacancy cannot do this in its current state',
  },
  BE_POSTING_NOT_RENEWABLE: {
    status: 409,
    'zh-Hant': '職位空缺只可在有效期最後{0}天內或過期後續期',
    pt: 'A vaga só pode ser renovada nos últimos {0} dias de validade ou depois de expirar',
    en: 'A vacancy can be renewed only in its last {0} days of validity or after it expired',
  },
  BE_VACANCY_SALARY_BELOW_MINIMUM: {
    status: 400,
    'zh-Hant': '薪金低於法定最低工資：每{1} MOP {0}',
    pt: 'O salário oferecido é inferior ao salário mínimo legal: MOP {0} por {1}',
    en: 'The salary offered is below the statutory minimum wage: MOP {0} per {1}',
  },
  BE_JOBOFFER_ALREADY_REPORTED: {
    status: 409,
    'zh-Hant': '你已舉報此職位空缺',
    pt: 'Já denunciou esta vaga',
    en: 'You have already reported this vacancy',
  },
  BE_JOBOFFER_REPORTS_ENOUGH: {
    status: 409,
    'zh-Hant': '此職位空缺今日已收到足夠舉報，正等待職員審核',
    pt: 'Esta vaga já recebeu denúncias suficientes hoje e aguarda a análise do pessoal',
    en: 'This vacancy has already been reported enough today and is waiting for staff review',
  },
  BE_JOBOFFER_REPORT_LIMIT: {
    status: 429,
    'zh-Hant': '每個帳戶每日最多可舉報 {0} 個職位空缺',
    pt: 'Cada conta pode denunciar no máximo {0} vagas por dia',
    en: 'An account can report at most {0} vacancies a day',
  },
} as const;
