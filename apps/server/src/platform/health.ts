import { sql } from 'kysely';
import { HealthSchema, PATHS } from '@vaga/contract';
import { z } from 'zod';
import { ANSWERS_JSON } from './security-headers.ts';
import type { App } from './types.ts';

const CheckSchema = z.enum(['ok', 'unavailable']);
type Check = z.infer<typeof CheckSchema>;

/**
 * `/healthz`: the process is up. `/readyz`: the database answers and the file store (the local
 * folder or object storage) can be written; a 503 names which of the two failed.
 */
export async function healthRoutes(app: App): Promise<void> {
  app.get(
    PATHS.healthz,
    // Its 15 bytes never reach the compression threshold: no compression hooks on its path, and
    // it answers JSON only: no security-header hook at send.
    {
      config: { auth: 'public', ...ANSWERS_JSON },
      compress: false,
      schema: { hide: true, response: { 200: HealthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  const check = async (work: () => Promise<unknown>): Promise<Check> =>
    work().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
  app.get(
    PATHS.readyz,
    {
      config: { auth: 'public', ...ANSWERS_JSON },
      compress: false,
      schema: {
        hide: true,
        response: {
          200: HealthSchema,
          503: z.object({
            status: z.literal('unavailable'),
            database: CheckSchema,
            store: CheckSchema,
          }),
        },
      },
    },
    async (_request, reply) => {
      const [database, store] = await Promise.all([
        check(() => sql`select 1`.execute(app.db)),
        check(() => app.services.files.probe()),
      ]);
      if (database === 'ok' && store === 'ok') return { status: 'ok' as const };
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ status: 'unavailable' as const, database, store });
    },
  );
}
