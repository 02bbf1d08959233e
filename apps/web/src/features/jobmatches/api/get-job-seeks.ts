import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { request } from '@/shared/lib/http.ts';
import { jobMatchKeys } from './query-keys.ts';

/** A job-seek service (registration record, spec §3) the interviews can be filtered by. */
export interface JobSeekOption {
  jobSeekId: number;
  jobSeekName: string;
  /** The application number. */
  entNo: string;
  entDate: string;
}

function isOption(value: unknown): value is JobSeekOption {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.jobSeekId === 'number' && typeof entry.jobSeekName === 'string';
}

/**
 * GET v1/jobseeks: the seeker's job-seek services, as a list or a page. A server without the
 * job-seeking registration answers 404: the seeker has none.
 */
export async function getJobSeeks(signal?: AbortSignal): Promise<JobSeekOption[]> {
  try {
    const body = await request<unknown>(PATHS.jobseeks, { signal, quiet: true });
    const list = Array.isArray(body)
      ? body
      : typeof body === 'object' &&
          body !== null &&
          Array.isArray((body as { content?: unknown }).content)
        ? (body as { content: unknown[] }).content
        : [];
    return list.filter(isOption);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return [];
    throw error;
  }
}

export function useJobSeeks() {
  return useQuery({
    queryKey: jobMatchKeys.jobSeeks(),
    queryFn: ({ signal }) => getJobSeeks(signal),
    retry: false,
  });
}
