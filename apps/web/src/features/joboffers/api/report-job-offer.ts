import { useMutation } from '@tanstack/react-query';
import { JOBOFFER_REPORT_ENDPOINTS as E, type JobOfferReportInput } from '@vaga/contract';
import { call } from '@/shared/lib/http.ts';

/**
 * POST v1/joboffers/{id}/reports: reports a listed vacancy (visitors too). A refusal (already
 * reported, too many reports) shows the catalogue message as the request's toast.
 */
export function reportJobOffer(jobOfferId: number, body: JobOfferReportInput): Promise<unknown> {
  return call(E.jobOfferReports, { params: { id: jobOfferId }, body });
}

export function useReportJobOffer(jobOfferId: number) {
  return useMutation({
    mutationFn: (body: JobOfferReportInput) => reportJobOffer(jobOfferId, body),
  });
}
