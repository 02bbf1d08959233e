import {
  AccessLogQuerySchema,
  ConsoleAccessLogPageSchema,
  ConsoleAccountParamsSchema,
  MYDATA_PATHS,
  MyAccessLogPageSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['mydata'];
const security = [{ bearer: [] }];
const P = MYDATA_PATHS;

/**
 * My data (issue 32): the seeker's access log, export and erasure; staff read a seeker's access
 * log in the console. The log has read routes only: the application never changes it.
 */
export async function myDataRoutes(app: App): Promise<void> {
  const accessLog = () => app.services.accessLog;

  app.get(
    P.myDataAccessLog,
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        querystring: AccessLogQuerySchema,
        response: { 200: MyAccessLogPageSchema },
      },
    },
    async (request) =>
      accessLog().mine(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  app.get(
    P.consoleAccountAccessLog,
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['console'],
        security,
        params: ConsoleAccountParamsSchema,
        querystring: AccessLogQuerySchema,
        response: { 200: ConsoleAccessLogPageSchema },
      },
    },
    async (request) =>
      accessLog().ofAccount(
        requireAccount(request),
        request.params.id,
        request.query,
        requestLanguage(request),
      ),
  );
}
