import {
  JobAssistanceInputSchema,
  JobAssistanceOptionsSchema,
  JobAssistanceSavedSchema,
  JobAssistanceSchema,
  JobSeekListQuerySchema,
  JobSeekParamsSchema,
  JobSeekRecordDetailSchema,
  JobSeekRecordPageSchema,
  MinimumSalaryCheckSchema,
  MinimumSalaryResultSchema,
  PATHS,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['jobseeks'];
const security = [{ bearer: [] }];
/** The registration is the residents' (spec §6), as are its records. */
const resident = { auth: 'resident' as const };

/** A seeker's job-seeking registration and records (spec §7 Job seeks, minimumSalary). */
export async function jobSeeksRoutes(app: App): Promise<void> {
  const service = () => app.services.jobSeeks;
  const seeker = (account: { id: number; age: number | null }) => ({
    id: account.id,
    age: account.age,
  });

  app.get(
    PATHS.jobAssistanceOptions,
    { config: resident, schema: { tags, security, response: { 200: JobAssistanceOptionsSchema } } },
    async (request) => service().options(requireAccount(request).id, requestLanguage(request)),
  );

  app.get(
    PATHS.jobAssistance,
    { config: resident, schema: { tags, security, response: { 200: JobAssistanceSchema } } },
    async (request) => service().assistance(requireAccount(request).id, requestLanguage(request)),
  );

  app.post(
    PATHS.jobAssistance,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: JobAssistanceInputSchema,
        response: { 200: JobAssistanceSavedSchema },
      },
    },
    async (request) =>
      service().register(seeker(requireAccount(request)), request.body, requestLanguage(request)),
  );

  app.put(
    PATHS.jobAssistance,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: JobAssistanceInputSchema,
        response: { 200: JobAssistanceSavedSchema },
      },
    },
    async (request) =>
      service().update(seeker(requireAccount(request)), request.body, requestLanguage(request)),
  );

  app.get(
    PATHS.jobseeks,
    {
      config: resident,
      schema: {
        tags,
        security,
        querystring: JobSeekListQuerySchema,
        response: { 200: JobSeekRecordPageSchema },
      },
    },
    async (request) =>
      service().records(requireAccount(request).id, request.query, requestLanguage(request)),
  );

  app.get(
    PATHS.jobseek,
    {
      config: resident,
      schema: {
        tags,
        security,
        params: JobSeekParamsSchema,
        response: { 200: JobSeekRecordDetailSchema },
      },
    },
    async (request) =>
      service().record(requireAccount(request).id, request.params.id, requestLanguage(request)),
  );

  app.post(
    PATHS.minimumSalary,
    {
      config: resident,
      schema: {
        tags,
        security,
        body: MinimumSalaryCheckSchema,
        response: { 200: MinimumSalaryResultSchema },
      },
    },
    async (request) => service().checkMinimum(request.body, requestLanguage(request)),
  );
}
