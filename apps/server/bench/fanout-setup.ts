/**
 * The fan-out bench's writer (bench/fanout.ts), in a process of its own on the bench database,
 * through the server's own services (as another instance of the deployment would):
 *
 * - `seed <searches>`: residents with up to 10 saved searches each (instant alerts), every one of
 *   them finding the vacancy `publish` lists (a mix of keyword and class filters), unless the
 *   database holds them already; the alerts of earlier runs (notices, deliveries, their jobs)
 *   are removed. Prints the number of saved searches.
 * - `publish`: publishes a new vacancy of a seeded employer that all of them find (as the approval
 *   of a posting does) and prints its id and the instant (ms); the running server's scheduler does the fan-out.
 */
import { randomBytes } from 'node:crypto';
import { macaoToday, PostingValuesSchema, type JobOfferFilters } from '@vaga/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export const FANOUT_MARK = 'fanout-bench';
const PER_RESIDENT = 10;

/** The vacancy every seeded search finds: class 3 / 301, a keyword of its title. */
export const FANOUT_VALUES = PostingValuesSchema.parse({
  typeJobTitleId: null,
  title: { cn: '燒臘師傅', pt: 'Cozinheiro de churrasco', en: 'Roast meat chef' },
  categoryGroupId: 3,
  categoryId: 301,
  salaryAmount: 15000,
  typeSalaryId: 1,
  typeEducationId: null,
  experienceRequiredYears: 1,
  experience: { cn: '' },
  workingArea: { cn: '氹仔' },
  workingTime: { cn: '09:00-18:00' },
  description: { cn: '負責燒味製作。' },
  additionalMessage: { cn: '' },
  hashtags: { cn: ['燒味'], pt: [], en: [] },
  needCv: 0,
  positions: 2,
  contactName: { cn: '陳先生' },
  contactPhone: '28781234',
  maxActiveInterviews: null,
});

/** Ten filters that all find FANOUT_VALUES (a resident's searches differ from each other). */
const FILTERS: JobOfferFilters[] = [
  { categoryGroupId: 3 },
  { categoryGroupId: 3, categoryId: 301 },
  { keyword: '燒臘' },
  { keyword: 'chef' },
  { keyword: 'churrasco' },
  { keyword: '燒臘', categoryGroupId: 3 },
  { categoryGroupId: 3, equivalentMonthlySalaryFrom: 10000 },
  { categoryGroupId: 3, categoryId: 301, experienceRequiredYears: 2 },
  { keyword: 'roast', equivalentMonthlySalaryTo: 20000 },
  { keyword: '師傅' },
];

const app = await buildApp(loadConfig({ ...process.env, SEED: 'none', LOG_LEVEL: 'warn' }));
try {
  const [command, arg] = process.argv.slice(2);
  if (command === 'seed') {
    const wanted = Number(arg);
    const { n } = await app.db
      .selectFrom('saved_search')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) !== wanted) {
      await app.db.deleteFrom('saved_search_hit').execute();
      await app.db.deleteFrom('saved_search').execute();
      const today = macaoToday(app.clock.now());
      const validTo = `${Number(today.slice(0, 4)) + 5}${today.slice(4)}`;
      const now = app.clock.now().toISOString();
      for (let made = 0; made < wanted; made += PER_RESIDENT) {
        const id = randomBytes(6).toString('hex');
        const account = await app.services.auth.saveAccount({
          euid: `${FANOUT_MARK}-${id}`,
          identityNo: `F${id.slice(0, 7)}`,
          name: `Bench ${id}`,
          birthDate: '1990-05-01',
          identityDocs: [{ identityType: 14, identityValidDate: validTo }],
        });
        const count = Math.min(PER_RESIDENT, wanted - made);
        await app.db
          .insertInto('saved_search')
          .values(
            FILTERS.slice(0, count).map((filters, i) => ({
              account_id: account.id,
              name: `Alert ${i + 1}`,
              filters: JSON.stringify(filters),
              mode: 'instant',
              paused: 0,
              created_at: now,
              updated_at: now,
            })),
          )
          .execute();
      }
    }
    // Each run starts alike: the notices of earlier runs, their deliveries and jobs go.
    await app.db
      .deleteFrom('notification_delivery')
      .where('notification_id', 'in', (eb) =>
        eb.selectFrom('notification').select('id').where('event', '=', 'alert.instant'),
      )
      .execute();
    await app.db.deleteFrom('notification').where('event', '=', 'alert.instant').execute();
    await app.db
      .deleteFrom('scheduled_job')
      .where('name', 'in', ['notifications.deliver', 'savedsearches.match'])
      .execute();
    process.stdout.write(`${wanted}\n`);
  } else if (command === 'publish') {
    const employer = await app.db
      .selectFrom('employer')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = await app.services.jobOfferPublishing.publish({
      employerId: employer.id,
      jobOfferId: null,
      values: FANOUT_VALUES,
    });
    process.stdout.write(`${id} ${Date.now()}\n`);
  } else throw new Error(`unknown command ${command}`);
} finally {
  await app.close();
}
