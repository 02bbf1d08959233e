/**
 * `npm run bench -- --lighthouse`: Lighthouse alone, for a quiet machine: the compiled
 * server on the bench's seeded SQLite database with the built web app, each page of
 * LIGHTHOUSE_PAGES measured LIGHTHOUSE_RUNS times (the median of each figure), every public
 * page's first-visit JavaScript, and the page goals checked. No load, no floods.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedOnce, sqliteDatabase, startServer, stopServer } from './database-pass.ts';
import { checkFirstVisitGoal, firstVisitJavaScript, firstVisitRows } from './first-screen.ts';
import { checkLighthouseGoals } from './goals.ts';
import { lighthouse, LIGHTHOUSE_RUNS, type LighthouseRow } from './lighthouse.ts';

export async function lighthouseOnly(root: string, serverDir: string): Promise<void> {
  const webDist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html')))
    throw new Error('apps/web/dist missing (run npm run build -w @vaga/web)');
  const vacancies = Number(process.env.BENCH_VACANCIES ?? 100_000);
  const benchDir = path.join(root, '.tmp', 'bench');
  mkdirSync(benchDir, { recursive: true });
  const database = sqliteDatabase(path.join(benchDir, `vaga-${vacancies}.db`));
  await seedOnce(database, vacancies, serverDir);

  const { baseUrl, server } = await startServer(database, serverDir, webDist);
  let pages: LighthouseRow[] | null = null;
  let firstScreen = null;
  try {
    try {
      firstScreen = await firstVisitJavaScript(baseUrl);
      console.log('First-visit JavaScript of every public page (brotli, as received)');
      console.table(firstVisitRows(firstScreen));
    } catch (error) {
      console.log(`First-visit JavaScript: ${(error as Error).message}`);
    }
    pages = lighthouse(baseUrl, root);
  } catch (error) {
    console.log(`Lighthouse: ${(error as Error).message}`);
  } finally {
    await stopServer(server);
  }
  if (pages) {
    console.log(
      `\nLighthouse 12, mobile (default throttling), Chromium: median of ${LIGHTHOUSE_RUNS} runs a page`,
    );
    console.table(pages);
  } else console.log('Lighthouse: not measured (no /usr/bin/chromium, or failed)');

  const goals = [...checkLighthouseGoals(pages), checkFirstVisitGoal(firstScreen)];
  console.log("\nThe pages' goals in this run");
  console.table(goals);
  const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;
  writeFileSync(
    path.join(benchDir, 'lighthouse.json'),
    JSON.stringify(
      { version, at: new Date().toISOString(), vacancies, firstScreen, lighthouse: pages, goals },
      null,
      2,
    ),
  );
}
