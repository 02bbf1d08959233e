import { PROFILE_ENDPOINTS as E } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { call } from '@/shared/lib/http.ts';
import { isLoggedIn } from '@/shared/lib/session.ts';

/**
 * Whether the referral service may open (spec §2 JOBSEEK_SERVICE): logged in, resident and holding
 * a job-seeking profile. GET v1/profile answers only a resident with a profile (404 none, 403 not
 * a resident), so one call tells both. A failure that says nothing about the person (network,
 * server) is shown and thrown.
 */
export async function canUseReferralService(signal?: AbortSignal): Promise<boolean> {
  if (!isLoggedIn()) return false;
  try {
    await call(E.getProfile, {}, { signal, quiet: true });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}
