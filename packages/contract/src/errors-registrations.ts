import { LIMITS } from './limits.ts';

/** The total size of one unemployment registration's files, in MB (the code names 8). */
const UNEMPLOYMENT_MB = LIMITS.unemploymentTotalMaxBytes / 1024 / 1024;

/** Errors of the job-seeking and involuntary-unemployment registrations, and of who may start them. */
export const REGISTRATION_ERRORS = {
  FILE_SIZE_TOO_LARGE_LIMIT_8: {
    status: 413,
    'zh-Hant': `檔案總大小不能超過 ${UNEMPLOYMENT_MB} MB`,
    pt: `O tamanho total dos ficheiros não pode exceder ${UNEMPLOYMENT_MB} MB`,
    en: `The total file size cannot exceed ${UNEMPLOYMENT_MB} MB`,
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
  // Codes Vaga adds to the spec's catalogue.
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
} as const;
