import { isApiError } from '@/shared/lib/api-error.ts';
import { WEB_ERROR_CODES } from '@/shared/lib/web-errors.ts';

/**
 * How a refusal of initialvalidate is shown: no resume → the create-your-resume panel; already
 * registered → a link to the ticket; the others → their catalogue message.
 */
export type Refusal =
  | { kind: 'noResume' }
  | { kind: 'registered' }
  | { kind: 'message'; code: string; args: (string | number)[] };

export function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return { kind: 'message', code: WEB_ERROR_CODES.network, args: [] };
  if (error.code === 'BE_PROFILE_NOT_FOUND') return { kind: 'noResume' };
  if (error.code === 'BE_ALREADY_REGISTER_EVENT') return { kind: 'registered' };
  return { kind: 'message', code: error.code, args: error.errorArgs };
}
