import {
  JobOfferReportInputSchema,
  JobOfferReportParamsSchema,
  JobOfferReportResultSchema,
  POSTING_PATHS,
  PostingParamsSchema,
  PostingReasonInputSchema,
  REPORT_PATHS,
  ReportedJobOfferDetailSchema,
  ReportedJobOfferPageSchema,
  ReportListQuerySchema,
} from '@vaga/contract';
import { z } from 'zod';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const security = [{ bearer: [] }];
/** Staff only: employers and seekers answer FORBIDDEN_ROLE. */
const staff = { auth: 'staff' as const };
const params = JobOfferReportParamsSchema;

/** Reports of vacancies: seekers and visitors report; staff keep or remove the vacancy. */
export async function jobOfferReportsRoutes(app: App): Promise<void> {
  const service = () => app.services.jobOfferReports;

  app.post(
    REPORT_PATHS.jobOfferReports,
    {
      // Visitors too; employer and staff accounts are refused by the service.
      config: { auth: 'public' },
      schema: {
        tags: ['joboffers'],
        params,
        body: JobOfferReportInputSchema,
        response: { 200: JobOfferReportResultSchema },
      },
    },
    async (request) =>
      service().report(request.account, request.ip, request.params.id, request.body),
  );

  const tags = ['console'];

  app.get(
    REPORT_PATHS.consoleReports,
    {
      config: staff,
      schema: {
        tags,
        security,
        querystring: ReportListQuerySchema,
        response: { 200: ReportedJobOfferPageSchema },
      },
    },
    async (request) =>
      service().queue(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.get(
    REPORT_PATHS.consoleReport,
    {
      config: staff,
      schema: { tags, security, params, response: { 200: ReportedJobOfferDetailSchema } },
    },
    async (request) =>
      service().detail(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  app.post(
    REPORT_PATHS.consoleReportDismiss,
    { config: staff, schema: { tags, security, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service().dismiss(requireAccount(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    POSTING_PATHS.consoleJobOfferRemove,
    {
      config: staff,
      schema: {
        tags,
        security,
        params: PostingParamsSchema,
        body: PostingReasonInputSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service().remove(requireAccount(request), request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );
}
