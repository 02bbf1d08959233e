import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.ts';
import { endpoints } from './endpoint.ts';
import { MyDataOpenItemsSchema, OpenItemSchema } from './mydata-open-items.ts';
import { DE } from './paths.ts';
import { dateField, rowIdParam, textField, validationMessage } from './validation.ts';

/**
 * My data (Macao's Personal Data Protection Act, Law 8/2005; decisions: "Skill fit and my data"): who looked at a seeker's
 * personal data, the export of everything Vaga holds about the seeker, and the erasure of what
 * the service does not have to keep.
 */
export const MYDATA_PATHS = {
  /** The seeker's own access log: who looked at their data, newest first. */
  myDataAccessLog: `${DE}/v1/mydata/access-log`,
  /** One ZIP: a JSON file per kind of data, the files themselves and a PDF summary. */
  myDataExport: `${DE}/v1/mydata/export`,
  /** What Vaga holds about the seeker, by kind (counts), and how long kept records stay. */
  myDataSummary: `${DE}/v1/mydata/summary`,
  /** What is still open (invitations, interviews, registrations, tickets) and what erasure does to each. */
  myDataOpenItems: `${DE}/v1/mydata/open-items`,
  /** Erases the resume, CV files, favourites and saved searches at once. */
  myDataErase: `${DE}/v1/mydata/erase`,
  /** Staff: the access log of one seeker account. */
  consoleAccountAccessLog: `${DE}/v1/console/accounts/:id/access-log`,
  /** Staff: every read of seekers' personal data, newest first, with filters. */
  consoleAccessLog: `${DE}/v1/console/access-log`,
} as const;

/** What was read: the kinds of a seeker's personal data the console serves. */
export const ACCESS_RECORD_KINDS = [
  'resume',
  'cvFile',
  'jobMatch',
  'jobSeek',
  'unemployment',
  'unemploymentDocument',
] as const;
export type AccessRecordKind = (typeof ACCESS_RECORD_KINDS)[number];

/** Who read it: the employment service's staff or an employer. */
export const ACCESS_VIEWER_KINDS = ['staff', 'employer'] as const;
export type AccessViewerKind = (typeof ACCESS_VIEWER_KINDS)[number];

/** One read, as the seeker sees it: the service or the employer by name, never a staff member. */
export const MyAccessLogEntrySchema = z.object({
  id: z.number().int(),
  viewedAt: z.string(),
  viewerKind: z.enum(ACCESS_VIEWER_KINDS),
  /** The employer's name in the request's language; null for the employment service. */
  employerName: z.string().nullable(),
  recordKind: z.enum(ACCESS_RECORD_KINDS),
  recordId: z.string(),
});
export type MyAccessLogEntry = z.infer<typeof MyAccessLogEntrySchema>;
export const MyAccessLogPageSchema = pageSchema(MyAccessLogEntrySchema);

/** One read, as staff see it: also who exactly and from which address. */
export const ConsoleAccessLogEntrySchema = MyAccessLogEntrySchema.extend({
  viewerAccountId: z.number().int(),
  viewerName: z.string(),
  employerId: z.number().int().nullable(),
  clientAddress: z.string(),
});
export type ConsoleAccessLogEntry = z.infer<typeof ConsoleAccessLogEntrySchema>;
export const ConsoleAccessLogPageSchema = pageSchema(ConsoleAccessLogEntrySchema);

export const AccessLogQuerySchema = PageQuerySchema;
export const ConsoleAccountParamsSchema = z.object({ id: rowIdParam() });

/** The longest filter text of the staff access log (a name or an identity number). */
export const ACCESS_LOG_FILTER_MAX = 60;

/**
 * GET console/access-log: the seeker (part of a name, or an identity number from its start), the
 * reader (part of a staff member's or employer's name) and the days in Macao time, both included.
 */
export const ConsoleAccessLogQuerySchema = PageQuerySchema.extend({
  seeker: textField(ACCESS_LOG_FILTER_MAX).optional(),
  viewer: textField(ACCESS_LOG_FILTER_MAX).optional(),
  from: dateField().optional(),
  to: dateField().optional(),
}).superRefine((q, ctx) => {
  if (q.from && q.to && q.to < q.from)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: validationMessage('validation.dateOrder'),
    });
});
export type ConsoleAccessLogQuery = z.input<typeof ConsoleAccessLogQuerySchema>;

/** One read in the staff access log: names and facts only, no internal ids. */
export const ConsoleAccessLogRowSchema = z.object({
  viewedAt: z.string(),
  seekerName: z.string(),
  viewerKind: z.enum(ACCESS_VIEWER_KINDS),
  viewerName: z.string(),
  /** The employer's name in the request's language; null for the employment service. */
  employerName: z.string().nullable(),
  recordKind: z.enum(ACCESS_RECORD_KINDS),
  clientAddress: z.string(),
});
export type ConsoleAccessLogRow = z.infer<typeof ConsoleAccessLogRowSchema>;
export const ConsoleAccessLogListSchema = pageSchema(ConsoleAccessLogRowSchema);

/** What the erasure removes; the seeker names every one of them to confirm. */
export const ERASABLE_KINDS = ['resume', 'cvFiles', 'favourites', 'savedSearches'] as const;
export type ErasableKind = (typeof ERASABLE_KINDS)[number];

/**
 * The confirmation of an erasure: the list of what goes, exactly the erasable kinds (each once,
 * in any order). Anything else, or a missing kind, is refused: the person confirms all of it.
 */
export const MyDataEraseSchema = z.object({
  confirm: z
    .array(z.enum(ERASABLE_KINDS))
    .length(ERASABLE_KINDS.length)
    .refine((kinds) => new Set(kinds).size === ERASABLE_KINDS.length, 'validation.invalid'),
});
export type MyDataErase = z.infer<typeof MyDataEraseSchema>;

/** What an erasure removed (counts), and the records kept with the date each may be deleted. */
export const MyDataEraseResultSchema = z.object({
  erased: z.object({
    resume: z.number().int(),
    cvFiles: z.number().int(),
    favourites: z.number().int(),
    savedSearches: z.number().int(),
  }),
  /** The open records the erasure withdrew, the other side told of each. */
  withdrawn: z.array(OpenItemSchema),
  /** The retention period (years after a kept record closes) after which it is deleted. */
  retentionYears: z.number().int(),
});
export type MyDataEraseResult = z.infer<typeof MyDataEraseResultSchema>;

/** The files of the export, one per kind of data (JSON), beside the files and the summary. */
export const EXPORT_KINDS = [
  'account',
  'resume',
  'cvFiles',
  'favourites',
  'jobMatches',
  'jobSeeks',
  'unemployment',
  'events',
  'notifications',
  'savedSearches',
  'accessLog',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/**
 * GET mydata/summary: how many items of each kind Vaga holds about the seeker (the resume 0 or
 * 1), and the retention period of the records the service keeps (years after each closes).
 */
export const MyDataSummarySchema = z.object({
  counts: z.record(z.enum(EXPORT_KINDS), z.number().int().min(0)),
  retentionYears: z.number().int(),
});
export type MyDataSummary = z.infer<typeof MyDataSummarySchema>;

/** Exports a seeker may start per hour: each reads every table and the files. */
export const EXPORT_RATE_LIMIT = { max: 3, timeWindowMs: 60 * 60_000 } as const;

const P = MYDATA_PATHS;
const user = 'user' as const;

export const MYDATA_ENDPOINTS = endpoints('mydata', {
  myDataAccessLog: {
    method: 'GET',
    path: P.myDataAccessLog,
    access: user,
    operationId: 'listMyAccessLog',
    summary: 'Who looked at my personal data (staff and employers), newest first',
    query: AccessLogQuerySchema,
    response: MyAccessLogPageSchema,
  },
  myDataSummary: {
    method: 'GET',
    path: P.myDataSummary,
    access: user,
    operationId: 'getMyDataSummary',
    summary: 'What Vaga holds about me by kind (counts), and how long kept records stay',
    response: MyDataSummarySchema,
  },
  myDataOpenItems: {
    method: 'GET',
    path: P.myDataOpenItems,
    access: user,
    operationId: 'listMyOpenItems',
    summary:
      'What is still open (invitations, interviews, registrations, event tickets) and what erasure does to each',
    response: MyDataOpenItemsSchema,
  },
  myDataExport: {
    method: 'GET',
    path: P.myDataExport,
    access: user,
    operationId: 'exportMyData',
    summary: 'Everything Vaga holds about me: one ZIP of JSON files, my files and a PDF summary',
    answers: 'file',
    errors: ['FILE_STORE_UNAVAILABLE'],
  },
  // POST, not DELETE: the request carries the confirmation naming what goes.
  myDataErase: {
    method: 'POST',
    path: P.myDataErase,
    access: user,
    operationId: 'eraseMyData',
    summary:
      'Erase my resume, CV files, favourites, saved searches, inbox and other sessions; withdraw what is open (records the service keeps stay)',
    body: MyDataEraseSchema,
    response: MyDataEraseResultSchema,
  },
});

/** Staff read a seeker's access log, or everyone's, in the console. */
export const CONSOLE_MYDATA_ENDPOINTS = endpoints('console', {
  consoleAccountAccessLog: {
    method: 'GET',
    path: P.consoleAccountAccessLog,
    access: 'staff',
    operationId: 'listAccountAccessLog',
    summary: 'Who looked at a seeker’s personal data: staff and employer reads',
    params: ConsoleAccountParamsSchema,
    query: AccessLogQuerySchema,
    response: ConsoleAccessLogPageSchema,
  },
  consoleAccessLog: {
    method: 'GET',
    path: P.consoleAccessLog,
    access: 'staff',
    operationId: 'listAccessLog',
    summary:
      'Every read of seekers’ personal data by staff and employers, newest first, with filters',
    query: ConsoleAccessLogQuerySchema,
    response: ConsoleAccessLogListSchema,
  },
});
