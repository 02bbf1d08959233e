import type { AuthoredLocale } from '@vaga/contract';

/**
 * Codes the web app gives to failures that never reached the server's error envelope, with their
 * messages. Server codes come from the contract's catalogue.
 */
export const WEB_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'REQUEST_TIMEOUT',
  cancelled: 'REQUEST_CANCELLED',
} as const;

export const WEB_ERROR_MESSAGES: Record<string, Record<AuthoredLocale, string>> = {
  [WEB_ERROR_CODES.network]: {
    'zh-Hant': '網絡連線失敗，請檢查網絡後再試',
    pt: 'Falha de ligação à rede; verifique a ligação e tente novamente',
    en: 'Network connection failed; check your connection and try again',
  },
  [WEB_ERROR_CODES.timeout]: {
    'zh-Hant': '請求逾時，請稍後再試',
    pt: 'O pedido excedeu o tempo limite; tente mais tarde',
    en: 'The request timed out; please try again later',
  },
  [WEB_ERROR_CODES.cancelled]: {
    'zh-Hant': '請求已取消',
    pt: 'Pedido cancelado',
    en: 'Request cancelled',
  },
};
