import { z } from 'zod';
import { LIMITS } from './limits.ts';
import type { Locale } from './locales.ts';
import { formatNumber } from './numbers.ts';

/** The total size of one unemployment registration's files, in MB (the code names 8). */
const UNEMPLOYMENT_MB = LIMITS.unemploymentTotalMaxBytes / 1024 / 1024;

/**
 * The error catalogue: spec §8 plus the codes Vaga adds. Each code has its HTTP status and its
 * message in zh-Hant, pt and en; `{0}`, `{1}` … are filled from the response's `errorArgs`.
 */
interface CatalogueEntry {
  status: number;
  'zh-Hant': string;
  pt: string;
  en: string;
}

export const ERROR_CATALOGUE = {
  Unauthorized: {
    status: 401,
    'zh-Hant': '登入無效、失敗或已過期，請重新登入',
    pt: 'Sessão inválida, falhada ou expirada; inicie sessão novamente',
    en: 'Your login is invalid, failed or has expired; please log in again',
  },
  NOT_FOUND: {
    status: 404,
    'zh-Hant': '請求失敗，找不到相關資料',
    pt: 'O pedido falhou: não encontrado',
    en: 'Request failed: not found',
  },
  'Internal Server Error': {
    status: 500,
    'zh-Hant': '服務出現錯誤，請稍後再試',
    pt: 'Erro do serviço; tente mais tarde',
    en: 'Service error; please try again later',
  },
  INTERNAL_SERVER_ERROR: {
    status: 500,
    'zh-Hant': '服務出現錯誤，請稍後再試',
    pt: 'Erro do serviço; tente mais tarde',
    en: 'Service error; please try again later',
  },
  BAD_REQUEST: {
    status: 400,
    'zh-Hant': '請求錯誤',
    pt: 'Pedido inválido',
    en: 'Bad request',
  },
  VALIDATION_FAIL: {
    status: 400,
    'zh-Hant': '請求格式錯誤：{0}',
    pt: 'Formato do pedido inválido: {0}',
    en: 'Request format error: {0}',
  },
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
  BE_JOBOFFER_INVALID: {
    status: 410,
    'zh-Hant': '職位空缺已過期或不存在',
    pt: 'A vaga expirou ou já não existe',
    en: 'This vacancy has expired or no longer exists',
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
  FILE_SIZE_TOO_LARGE_LIMIT_8: {
    status: 413,
    'zh-Hant': `檔案總大小不能超過 ${UNEMPLOYMENT_MB} MB`,
    pt: `O tamanho total dos ficheiros não pode exceder ${UNEMPLOYMENT_MB} MB`,
    en: `The total file size cannot exceed ${UNEMPLOYMENT_MB} MB`,
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
  BE_EXCEED_JOBOFFER_ACTIVE_INTERVIEW_AMOUNT: {
    status: 409,
    'zh-Hant': '此職位申請人數已達上限 {0}，請稍後再試',
    pt: 'Esta vaga atingiu o número máximo de candidatos ({0}); tente mais tarde',
    en: 'This vacancy has reached its maximum of {0} applicants; try later',
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
  BE_NOT_IN_EVENT_DATE_RANGE: {
    status: 409,
    'zh-Hant': '不在活動日期範圍內',
    pt: 'Fora das datas do evento',
    en: 'Outside the event dates',
  },
  CHECK_PERMISSION_FAIL: {
    status: 403,
    'zh-Hant': '請授予儲存權限',
    pt: 'Conceda a permissão de armazenamento',
    en: 'Please grant storage permission',
  },
  GRANT_PERMISSION_FAIL: {
    status: 403,
    'zh-Hant': '請授予儲存權限',
    pt: 'Conceda a permissão de armazenamento',
    en: 'Please grant storage permission',
  },
  SELECT_FILE_PERMISSION_FAIL: {
    status: 403,
    'zh-Hant': '儲存或存取檔案時出錯',
    pt: 'Erro ao guardar ou aceder ao ficheiro',
    en: 'Error saving or accessing the file',
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
  BE_SEEKER_AGE_MUST_GE_16: {
    status: 403,
    'zh-Hant': '求職者必須年滿16歲',
    pt: 'O candidato deve ter pelo menos 16 anos',
    en: 'The job seeker must be at least 16 years old',
  },
  BE_BIRTHDAY_MISMATCH: {
    status: 400,
    'zh-Hant': '出生日期須與身份證明文件上的出生日期相同',
    pt: 'A data de nascimento tem de ser a do documento de identificação',
    en: 'The date of birth must be the one on your identity document',
  },
  BE_EXIST_VALID_JOBSEEK_SERVICE: {
    status: 409,
    'zh-Hant': '您已有有效的求職登記',
    pt: 'Já tem uma inscrição de procura de emprego válida',
    en: 'You already have a valid job-seeking registration',
  },
  BE_NO_VALID_JOBSEEK_SERVICE: {
    status: 409,
    'zh-Hant': '沒有有效的求職登記',
    pt: 'Não tem uma inscrição de procura de emprego válida',
    en: 'You have no valid job-seeking registration',
  },
  BE_EXCEED_REFRESH_RECOMMEND_VACANCY_PER_DAY: {
    status: 429,
    'zh-Hant': '每天只可更新推薦職位一次',
    pt: 'Só pode atualizar as vagas recomendadas uma vez por dia',
    en: 'Recommendations can be updated only once a day',
  },
  BE_ALREADY_APPLY_EVENT_VACANCY: {
    status: 409,
    'zh-Hant': '您已預約此職位',
    pt: 'Já marcou esta vaga',
    en: 'You have already booked this vacancy',
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
  BE_NOT_RESIDENT: {
    status: 403,
    'zh-Hant': '非本地居民不可使用此服務',
    pt: 'Não residentes não podem usar este serviço',
    en: 'Non-residents cannot use this service',
  },
  BE_IDENTITY_DOC_EXPIRED: {
    status: 403,
    'zh-Hant': '身份證明文件已過期',
    pt: 'O documento de identificação expirou',
    en: 'Your identity document has expired',
  },
  TOO_MANY_REQUESTS: {
    status: 429,
    'zh-Hant': '請求過於頻繁，請稍後再試',
    pt: 'Demasiados pedidos; tente mais tarde',
    en: 'Too many requests; please try later',
  },
  FORBIDDEN_ROLE: {
    status: 403,
    'zh-Hant': '此帳戶類型不可使用此功能',
    pt: 'Este tipo de conta não pode usar esta função',
    en: 'This type of account cannot use this function',
  },
  BODY_TOO_LARGE: {
    status: 413,
    'zh-Hant': '提交的資料過大，上限為 {0} KB',
    pt: 'Os dados enviados são demasiado grandes; o limite é {0} KB',
    en: 'The data sent is too large; the limit is {0} KB',
  },
  URL_TOO_LONG: {
    status: 414,
    'zh-Hant': '請求的網址過長',
    pt: 'O endereço do pedido é demasiado longo',
    en: 'The request address is too long',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    'zh-Hant': '請求標頭過大',
    pt: 'Os cabeçalhos do pedido são demasiado grandes',
    en: 'The request headers are too large',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    'zh-Hant': '請求逾時，請再試一次',
    pt: 'O pedido demorou demasiado; tente novamente',
    en: 'The request took too long; please try again',
  },
  SERVER_BUSY: {
    status: 503,
    'zh-Hant': '系統繁忙，請於 {0} 秒後再試',
    pt: 'O serviço está ocupado; tente novamente daqui a {0} segundos',
    en: 'The service is busy; please try again in {0} seconds',
  },
  FILE_STORE_UNAVAILABLE: {
    status: 503,
    'zh-Hant': '檔案儲存暫時無法使用，請於 {0} 秒後再試',
    pt: 'O armazenamento de ficheiros está temporariamente indisponível; tente novamente daqui a {0} segundos',
    en: 'File storage is unavailable for now; please try again in {0} seconds',
  },
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
  BE_JOBSEEK_UNDER_REVIEW: {
    status: 409,
    'zh-Hant': '求職登記正在處理中，暫時不可更改',
    pt: 'A inscrição está em processamento e não pode ser alterada agora',
    en: 'Your registration is being processed and cannot be changed now',
  },
  BE_JOBSEEK_STATE_INVALID: {
    status: 409,
    'zh-Hant': '此求職登記目前的狀態不允許這項操作',
    pt: 'O estado actual desta inscrição não permite esta operação',
    en: 'This registration is not in a state that allows this',
  },
  BE_UNEMPLOYMENT_UNDER_REVIEW: {
    status: 409,
    'zh-Hant': '你的失業登記正在審核中，暫時不可更改或重新登記',
    pt: 'O seu registo de desemprego está em apreciação e não pode ser alterado nem repetido agora',
    en: 'Your unemployment registration is under review and cannot be changed or filed again now',
  },
  BE_UNEMPLOYMENT_STATE_INVALID: {
    status: 409,
    'zh-Hant': '此失業登記目前的狀態不允許這項操作',
    pt: 'O estado actual deste registo de desemprego não permite esta operação',
    en: 'This unemployment registration is not in a state that allows this',
  },
  BE_UNEMPLOYMENT_DOCUMENT_REQUIRED: {
    status: 400,
    'zh-Hant': '請上載至少一份離職證明文件',
    pt: 'Carregue pelo menos um documento de cessação do contrato',
    en: 'Upload at least one separation document',
  },
  BE_UNEMPLOYMENT_TOO_MANY_FILES: {
    status: 400,
    'zh-Hant': '檔案數量超過上限 {0} 個',
    pt: 'O número de ficheiros excede o limite de {0}',
    en: 'The number of files exceeds the limit of {0}',
  },
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
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The body of every error response. */
export const ErrorBodySchema = z.object({
  code: z.string(),
  errorArgs: z.array(z.union([z.string(), z.number()])),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Fills `{0}`, `{1}` … with the arguments, numbers written as the reader's language writes them
 * (`MOP 7.280` in Portuguese); a placeholder without an argument is left as it is. The server
 * sends numeric arguments as numbers, never formatted.
 */
export function fillPlaceholders(
  template: string,
  args: readonly (string | number)[],
  locale: Locale,
): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, locale) : value;
  });
}

/** The message for a code in a locale; an unknown code answers the raw code (spec §8). */
export function errorMessage(
  code: string,
  locale: Locale,
  args: readonly (string | number)[] = [],
): string {
  if (!isErrorCode(code)) return code;
  return fillPlaceholders(ERROR_CATALOGUE[code][locale], args, locale);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
