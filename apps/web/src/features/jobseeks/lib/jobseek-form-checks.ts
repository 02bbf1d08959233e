import {
  ApproveJobSeekSchema,
  CloseJobSeekSchema,
  ReferJobSeekSchema,
  RefuseJobSeekSchema,
  type ApproveJobSeek,
  type CloseJobSeek,
  type ReferJobSeek,
  type RefuseJobSeek,
} from '@vaga/contract';
import { errorsOf } from '@/shared/lib/console-form-checks.ts';

/** An approval: the card remark is optional, within its length. */
export const checkApprove = (value: ApproveJobSeek) => errorsOf(ApproveJobSeekSchema, value);

/** A refusal needs its reason: the seeker reads it on the record. */
export const checkRefuse = (value: RefuseJobSeek) => errorsOf(RefuseJobSeekSchema, value);

/** A referral names 1–10 different vacancies; the message is optional. */
export const checkRefer = (value: ReferJobSeek) => errorsOf(ReferJobSeekSchema, value);

/** Closing needs one of the results; both remarks are optional, within their lengths. */
export const checkClose = (value: Partial<CloseJobSeek>) => errorsOf(CloseJobSeekSchema, value);
