import type { WebErrorCode } from '@vaga/contract';

/**
 * Codes the web app gives to failures that never reached the server's error envelope; their
 * messages are the contract's `errors` catalogue's `web.<code>` (a timeout is the server's own
 * REQUEST_TIMEOUT). Server codes come from the same catalogue.
 */
export const WEB_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'REQUEST_TIMEOUT',
  cancelled: 'REQUEST_CANCELLED',
} as const;

const OWN: readonly string[] = [
  WEB_ERROR_CODES.network,
  WEB_ERROR_CODES.cancelled,
] satisfies readonly WebErrorCode[];

/** Whether a code is one of the web app's own failures (its message is `webErrorMessage`'s). */
export function isWebErrorCode(code: string): code is WebErrorCode {
  return OWN.includes(code);
}
