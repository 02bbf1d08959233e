/**
 * Prints a session token of the demo resident (seeded with a complete resume when missing) for
 * the PDF-flood round of `npm run bench`. Opened through the auth service, as a login does.
 */
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedDemoResident } from '../src/db/seed/seed-demo-resident.ts';
import { demoClaims } from '../src/modules/auth/demo-accounts.ts';

const app = await buildApp(loadConfig({ ...process.env, SEED: 'none', LOG_LEVEL: 'warn' }));
try {
  await seedDemoResident(app);
  const claims = demoClaims('resident', app.clock.now());
  const account = await app.services.auth.saveAccount({
    euid: claims.euid,
    identityNo: claims.identityNo,
    name: claims.name,
    birthDate: claims.birthdate,
    identityDocs: claims.identityDocs,
  });
  const session = await app.services.auth.openSession(account.id);
  process.stdout.write(`${session.token}\n`);
} finally {
  await app.close();
}
