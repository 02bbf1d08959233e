import type { App } from '../../platform/types.ts';
import { seedDemoResident } from './seed-demo-resident.ts';
import { countVacancies, DEMO_VACANCIES, seedDemoData, seedReferenceData } from './seed.ts';

/**
 * Run before the server listens: the reference data every database needs (missing rows only),
 * and with SEED=demo the demo set when the database has no vacancies yet.
 */
export async function seedAtStart(app: App): Promise<void> {
  const started = Date.now();
  const reference = await seedReferenceData(app.db);
  app.log.info(reference, 'reference data ensured');
  if (app.config.seed !== 'demo') return;
  try {
    const demo = await seedDemoData(app.db, app.dialect, {
      vacancies: DEMO_VACANCIES,
      now: app.clock.now(),
      history: true,
    });
    if (demo) {
      // Vacancy writers index what they wrote, so searches find it at once.
      const indexed = await app.services.jobOfferSearch.indexPending();
      app.log.info({ ...demo, indexed, ms: Date.now() - started }, 'demo data seeded');
    }
  } catch (err) {
    // Another instance starting at the same moment may have seeded first: that is fine.
    if ((await countVacancies(app.db)) === 0) throw err;
    app.log.warn({ err }, 'demo data was seeded by another instance');
  }
  if (await seedDemoResident(app)) app.log.info('demo resident resume seeded');
}
