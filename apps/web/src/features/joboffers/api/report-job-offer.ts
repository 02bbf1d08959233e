import { useMutation } from '@tanstack/react-query';
import { buildPath, REPORT_PATHS, type JobOfferReportInput } from '@vaga/contract';
import { request } from '@/shared/lib/http.ts';

/**
 * POST v1/joboffers/{id}/reports: reports a listed vacancy (visitors too). A refusal (already
 * reported, too many reports) shows the catalogue message as the request's toast.
 */
export function reportJobOffer(jobOfferId: number, body: JobOfferReportInput): Promise<unknown> {
  return request(buildPath(REPORT_PATHS.jobOfferReports, { id: jobOfferId }), {
    method: 'POST',
    body,
  });
}

export function useReportJobOffer(jobOfferId: number) {
  return useMutation({
    mutationFn: (body: JobOfferReportInput) => reportJobOffer(jobOfferId, body),
  });
}
