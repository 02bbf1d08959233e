import { LIMITS } from './limits.ts';

/**
 * The involuntary-unemployment registration (spec §2 `/unemployed-info`, `/unemployed-process`,
 * `/unemployed-result`; §3 Unemployment registration; §5 files; §7 Unemployment). A resident who
 * lost a job involuntarily fills the form as a draft kept on the server, uploads the separation
 * document and other proof (PDF, JPG, PNG by content; at most 8 MB in all), checks the answers
 * and submits: the registration gets a reference number and goes to staff review. Staff approve
 * it, refuse it with a reason, or ask for supplements; the seeker answers a request with files and
 * the registration returns to review. Every step is recorded with who did it and when.
 *
 * | state | who acts next | seeker may | staff may |
 * | --- | --- | --- | --- |
 * | draft (0) | the seeker | save, upload, remove a file, submit | (not shown to staff) |
 * | underReview (1) | staff | wait | approve, refuse, ask for supplements |
 * | supplementRequested (2) | the seeker | upload supplement files, send them (→ 1) | (wait) |
 * | approved (3) | nobody | start a new registration | nothing |
 * | refused (4) | nobody | start a new registration | nothing |
 *
 * One registration at a time is open (draft, under review or awaiting supplements): the latest
 * one is the one GET answers. A draft not changed for UNEMPLOYMENT_LIMITS.draftDays days is
 * discarded by the scheduler, files included.
 */
export const UNEMPLOYMENT_STATES = {
  draft: 0,
  underReview: 1,
  supplementRequested: 2,
  approved: 3,
  refused: 4,
} as const;
export type UnemploymentStateName = keyof typeof UNEMPLOYMENT_STATES;
export type UnemploymentState = (typeof UNEMPLOYMENT_STATES)[UnemploymentStateName];

/** Why the last employment ended, involuntarily (resignedReasonId). `other` asks for words. */
export const UNEMPLOYMENT_REASONS = {
  dismissed: 1,
  contractNotRenewed: 2,
  businessClosed: 3,
  redundancy: 4,
  employerBreach: 5,
  other: 9,
} as const;
export type UnemploymentReasonId = (typeof UNEMPLOYMENT_REASONS)[keyof typeof UNEMPLOYMENT_REASONS];

/**
 * The kinds of file. `separation`: the document that ended the employment (a dismissal letter,
 * a termination notice); at least one is required to submit. `proof`: other proof (a contract,
 * the last payslip, a social-security record); optional. `supplement`: a file staff asked for.
 */
export const UNEMPLOYMENT_FILE_KINDS = ['separation', 'proof', 'supplement'] as const;
export type UnemploymentFileKind = (typeof UNEMPLOYMENT_FILE_KINDS)[number];

/** The media types a proof file may be, by its content (spec §5: PDF, JPG, PNG). */
export const UNEMPLOYMENT_FILE_MEDIA_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
] as const;

export const UNEMPLOYMENT_LIMITS = {
  /** A draft not changed for this many days is discarded, files included. */
  draftDays: 15,
  /** All the files of one registration, supplements included: at most this many bytes (8 MB). */
  totalMaxBytes: LIMITS.unemploymentTotalMaxBytes,
  totalMaxMegabytes: 8,
  /** Files one upload request may carry; they are stored all or none. */
  filesPerUpload: 5,
  /** Files one registration may hold, supplements included. */
  filesPerRegistration: 20,
  /** Attachments one supplements call may send. */
  supplementFiles: 10,
  companyNameMax: 200,
  jobTitleMax: 100,
  otherReasonMax: 200,
  /** A staff text: a refusal reason, a supplement request; and the seeker's supplement remark. */
  staffTextMax: 500,
  fileNameMax: 255,
} as const;

/**
 * Whether the files of a registration fit its limit (spec §5 "total file size max 8 MB": at most
 * 8 MB). The server and the web app both decide with it.
 */
export function fitsUnemploymentTotal(totalBytes: number): boolean {
  return totalBytes <= UNEMPLOYMENT_LIMITS.totalMaxBytes;
}
