import { JOBSEEK_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** A seeker's job-seeking registration and records (spec §7 Job seeks, minimumSalary). */
export async function jobSeeksRoutes(app: App): Promise<void> {
  const service = () => app.services.jobSeeks;
  const seeker = (account: { id: number; age: number | null }) => ({
    id: account.id,
    age: account.age,
  });

  route(app, E.jobAssistanceOptions, async (request) =>
    service().options(requireAccount(request).id, requestLanguage(request)),
  );

  route(app, E.getJobAssistance, async (request) =>
    service().assistance(requireAccount(request).id, requestLanguage(request)),
  );

  route(app, E.registerJobAssistance, async (request) =>
    service().register(seeker(requireAccount(request)), request.body, requestLanguage(request)),
  );

  route(app, E.updateJobAssistance, async (request) =>
    service().update(seeker(requireAccount(request)), request.body, requestLanguage(request)),
  );

  route(app, E.jobseeks, async (request) =>
    service().records(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  route(app, E.jobseek, async (request) =>
    service().record(requireAccount(request).id, request.params.id, requestLanguage(request)),
  );

  route(app, E.minimumSalary, async (request) =>
    service().checkMinimum(request.body, requestLanguage(request)),
  );
}
