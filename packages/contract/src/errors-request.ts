/** Errors of any request: login, access, the request's form and size, the service's state: each code's HTTP status
 * (the messages: texts/<language>/errors.json). */
export const REQUEST_ERRORS = {
  Unauthorized: 401,
  NOT_FOUND: 404,
  'Internal Server Error': 500,
  INTERNAL_SERVER_ERROR: 500,
  BAD_REQUEST: 400,
  VALIDATION_FAIL: 400,
  CHECK_PERMISSION_FAIL: 403,
  GRANT_PERMISSION_FAIL: 403,
  SELECT_FILE_PERMISSION_FAIL: 403,
  BE_NOT_RESIDENT: 403,
  BE_IDENTITY_DOC_EXPIRED: 403,
  TOO_MANY_REQUESTS: 429,
  FORBIDDEN_ROLE: 403,
  BODY_TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  SERVER_BUSY: 503,
  FILE_STORE_UNAVAILABLE: 503,
} as const;
