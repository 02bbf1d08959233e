import { sql } from 'kysely';
import { HealthSchema, PATHS } from '@vaga/contract';
import { z } from 'zod';
import type { App } from './types.ts';

/** `/healthz`: the process is up. `/readyz`: the database answers. */
export async function healthRoutes(app: App): Promise<void> {
  app.get(
    PATHS.healthz,
    // Its 15 bytes never reach the compression threshold: no compression hooks on its path.
    {
      config: { auth: 'public' },
      compress: false,
      schema: { hide: true, response: { 200: HealthSchema } },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    PATHS.readyz,
    {
      config: { auth: 'public' },
      compress: false,
      schema: {
        hide: true,
        response: { 200: HealthSchema, 503: z.object({ status: z.literal('unavailable') }) },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
}
