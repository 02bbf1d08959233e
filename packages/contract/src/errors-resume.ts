/** Errors of the resume and what hangs on it: the profile, CVs and files, reference options, saved vacancies and searches, recommendations, notices. */
export const RESUME_ERRORS = {
  BE_PROFILE_NOT_FOUND: {
    status: 404,
    'zh-Hant': '沒有求職資料，請先建立履歷',
    pt: 'Não há dados de procura de emprego; crie primeiro o currículo',
    en: 'No job-seeking information; please create your resume first',
  },
  BE_PROFILE_MUST_UPDATE: {
    status: 409,
    'zh-Hant': '請先更新求職資料',
    pt: 'Atualize primeiro os dados de procura de emprego',
    en: 'Please update your job-seeking information first',
  },
  FILE_SIZE_TOO_LARGE: {
    status: 413,
    'zh-Hant': '檔案大小超過上限 {0} MB',
    pt: 'O ficheiro excede o limite de {0} MB',
    en: 'The file exceeds the limit of {0} MB',
  },
  FILE_TYPE_ILLEGAL: {
    status: 415,
    'zh-Hant': '不支援的檔案格式',
    pt: 'Formato de ficheiro não suportado',
    en: 'Unsupported file format',
  },
  FILE_EMPTY: {
    status: 400,
    'zh-Hant': '檔案是空的',
    pt: 'O ficheiro está vazio',
    en: 'The file is empty',
  },
  BE_CV_MUST_ATTACHED: {
    status: 400,
    'zh-Hant': '此職位必須附上履歷',
    pt: 'Esta vaga exige um currículo anexado',
    en: 'A CV must be attached for this vacancy',
  },
  GENERATE_CV_PDF_ERROR: {
    status: 500,
    'zh-Hant': '建立履歷時出錯',
    pt: 'Erro ao criar o currículo',
    en: 'Error creating the CV',
  },
  BE_CV_EXCEED_MAX: {
    status: 409,
    'zh-Hant': '履歷檔案數量已達上限',
    pt: 'Atingiu o número máximo de ficheiros de currículo',
    en: 'You have too many CV files',
  },
  BE_CV_DOWNLOAD_FAIL: {
    status: 404,
    'zh-Hant': '履歷下載失敗',
    pt: 'Falha ao descarregar o currículo',
    en: 'CV download failed',
  },
  BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY: {
    status: 429,
    'zh-Hant': '每天只可更新推薦職位一次',
    pt: 'Só pode atualizar as vagas recomendadas uma vez por dia',
    en: 'Recommendations can be updated only once a day',
  },
  // Codes Vaga adds to the spec's catalogue.
  BE_REFERENCE_TYPE_INVALID: {
    status: 404,
    'zh-Hant': '沒有此類參考資料：{0}',
    pt: 'Tipo de referência desconhecido: {0}',
    en: 'Unknown reference type: {0}',
  },
  BE_REFERENCE_OPTION_INACTIVE: {
    status: 400,
    'zh-Hant': '已停用的選項不可選擇：{0}',
    pt: 'Opção desativada não pode ser escolhida: {0}',
    en: 'A disabled option cannot be chosen: {0}',
  },
  BE_PROFILE_ALREADY_EXISTS: {
    status: 409,
    'zh-Hant': '您已建立求職資料，請更新現有資料',
    pt: 'Já tem dados de procura de emprego; atualize os existentes',
    en: 'You already have job-seeking information; update it instead',
  },
  BE_FAVORITE_EXCEED_MAX: {
    status: 409,
    'zh-Hant': '收藏職位最多 {0} 個',
    pt: 'Pode guardar no máximo {0} vagas',
    en: 'You can save at most {0} vacancies',
  },
  BE_RESUME_NOT_PUBLISHED: {
    status: 409,
    'zh-Hant': '此求職者沒有公開履歷',
    pt: 'Este candidato não publicou o currículo',
    en: 'This job seeker has not published a resume',
  },
  BE_SALARY_BELOW_MINIMUM: {
    status: 400,
    'zh-Hant': '期望薪金低於法定最低工資：每{1} MOP {0}',
    pt: 'O salário pretendido é inferior ao salário mínimo legal: MOP {0} por {1}',
    en: 'The wanted salary is below the statutory minimum wage: MOP {0} per {1}',
  },
  BE_UNSUBSCRIBE_LINK_INVALID: {
    status: 400,
    'zh-Hant': '取消訂閱連結無效',
    pt: 'A ligação para deixar de receber e-mails não é válida',
    en: 'The unsubscribe link is not valid',
  },
  BE_SAVED_SEARCH_EXCEED_MAX: {
    status: 409,
    'zh-Hant': '職位提醒最多 {0} 個',
    pt: 'Pode ter no máximo {0} alertas de emprego',
    en: 'You can have at most {0} job alerts',
  },
  BE_PUSH_KEYS_INVALID: {
    status: 400,
    'zh-Hant': '此瀏覽器提供的推送通知密鑰無效，請關閉推送通知後再開啟，或改用另一個瀏覽器',
    pt: 'As chaves de notificação push dadas por este navegador não são válidas; desligue e volte a ligar as notificações push, ou use outro navegador',
    en: 'The push notification keys this browser gave are not valid; turn push notifications off and on again, or use another browser',
  },
} as const;
