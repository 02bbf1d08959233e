import { toInput } from './profile.mapper.ts';
import type { ProfileRow } from './profile.repository.ts';

/** A published resume as the console lists it. */
export interface PublishedSeeker {
  seekerId: number;
  name: string;
  /** The first education listed. */
  education: string;
  expectedJobs: string[];
  updatedAt: string;
}

/** The card of a published resume, with option names keyed `TYPE:id` in the reader's language. */
export function toPublishedSeeker(row: ProfileRow, names: Map<string, string>): PublishedSeeker {
  const input = toInput(row);
  const education = input.educationList[0];
  return {
    seekerId: row.account_id,
    name: input.nameCn || input.namePt || '',
    education: education ? (names.get(`EDUCATION:${education.typeEducationId}`) ?? '') : '',
    expectedJobs: input.expectedJobList
      .map((job) =>
        job.typeJobTitleId != null
          ? (names.get(`JOBTITLE:${job.typeJobTitleId}`) ?? '')
          : (job.textJobTitle ?? ''),
      )
      .filter((name) => name !== ''),
    updatedAt: row.updated_at,
  };
}
