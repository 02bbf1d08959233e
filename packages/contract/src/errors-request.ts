/** Errors of any request: login, access, the request's form and size, the service's state. */
export const REQUEST_ERRORS = {
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
  // Codes Vaga adds to the spec's catalogue.
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
} as const;
