import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { PATHS, UnemploymentCurrentSchema } from '@vaga/contract';
import { bearer, loginAs } from '../auth.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { getAs, uploadFiles, type TestFile } from './unemployment.ts';

export type Caller = { headers: { authorization: string } };

/**
 * The set-up of the unemployment file tests, called inside a `describe`: one app per file with a
 * store folder of its own (`ctx` and `storageDir` are set before the tests run), and the reads the
 * tests compare: the stored files, the attachment rows, the seeker's registration.
 */
export function useUnemploymentFiles() {
  const state = { ctx: undefined as unknown as TestContext, storageDir: '' };
  beforeAll(async () => {
    state.storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-unemployment-'));
    state.ctx = await buildTestApp({ env: { STORAGE_DIR: state.storageDir } });
  });
  return {
    state,
    newSeeker: async (): Promise<Caller> => ({
      headers: bearer(await loginAs(state.ctx.app, { name: 'Seeker' })),
    }),
    stored: async () =>
      (await readdir(path.join(state.storageDir, 'unemployment')).catch(() => [])).sort(),
    rows: async () =>
      Number(
        (
          await state.ctx.app.db
            .selectFrom('unemployment_attachment')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    upload: async (
      caller: Caller,
      files: TestFile[],
      kind: 'separation' | 'proof' | 'supplement' = 'separation',
    ) => uploadFiles(state.ctx.app, caller, kind, files),
    registration: async (caller: Caller) =>
      UnemploymentCurrentSchema.parse(
        (await getAs(state.ctx.app, caller, PATHS.unemployment)).json(),
      ).registration,
  };
}
