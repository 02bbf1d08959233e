import { demoClaims } from '../../modules/auth/demo-accounts.ts';
import { seedDemoJobSeeks } from '../../modules/jobseeks/jobseeks.seed.ts';
import { seedDemoProfile } from '../../modules/profile/profile.seed.ts';
import type { App } from '../../platform/types.ts';

/**
 * The demo `resident` account of the embedded provider comes with a complete resume and
 * job-seeking records (a valid registration with a referral, an older completed one), so the
 * demo shows full use at the first login. Nothing is seeded when a real issuer is configured.
 * Safe to run at every start: an existing resume or registration is left as it is. Answers
 * whether the resume was seeded.
 */
export async function seedDemoResident(app: App): Promise<boolean> {
  if (app.config.oidc) return false;
  const now = app.clock.now();
  const claims = demoClaims('resident', now);
  const account = await app.services.auth.saveAccount({
    euid: claims.euid,
    identityNo: claims.identityNo,
    name: claims.name,
    birthDate: claims.birthdate,
    identityDocs: claims.identityDocs,
  });
  const seeded = await seedDemoProfile(app.db, account.id, now);
  await seedDemoJobSeeks(app, account.id);
  return seeded;
}
