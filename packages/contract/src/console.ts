import { z } from 'zod';
import type { AccountType } from './auth.ts';
import { endpoints } from './endpoint.ts';
import { POSTING_STATUSES } from './joboffer-postings.ts';
import { PATHS } from './paths.ts';

/** The account types that use the console (spec: employers and the public service's staff). */
export const CONSOLE_ACCOUNT_TYPES = [
  'employer',
  'staff',
] as const satisfies readonly AccountType[];

/** An employer as the console names it. */
export const ConsoleEmployerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The employer's vacancies a seeker can see now (valid, not removed). */
  vacancyCount: z.number().int().min(0),
});
export type ConsoleEmployer = z.infer<typeof ConsoleEmployerSchema>;

/** GET v1/console/me: who is using the console (employer and staff accounts only). */
export const ConsoleMeSchema = z.object({
  accountType: z.enum(CONSOLE_ACCOUNT_TYPES),
  name: z.string(),
  /** The employer of an employer account; null for staff. */
  employer: ConsoleEmployerSchema.nullable(),
});
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

/**
 * What waits in one console queue: how many items, and the oldest one's time (when it entered
 * the queue) and age in minutes as the server counted it; null times when the queue is empty.
 */
export const QueueSummarySchema = z.object({
  count: z.number().int().min(0),
  oldestAt: z.string().nullable(),
  oldestAgeMinutes: z.number().int().min(0).nullable(),
});
export type QueueSummary = z.infer<typeof QueueSummarySchema>;

/**
 * The staff's queues, in the home's order: interview requests waiting for the employer,
 * registrations being processed, unemployment registrations under review, vacancy postings
 * waiting for review, vacancies with open reports, deliveries kept as failed.
 */
export const STAFF_QUEUES = [
  'matches',
  'registrations',
  'unemployment',
  'vacancyReviews',
  'vacancyReports',
  'failedDeliveries',
] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/** GET v1/console/home/staff: each staff queue with its count and the age of its oldest item. */
export const StaffHomeSchema = z.object({
  queues: z.array(QueueSummarySchema.extend({ queue: z.enum(STAFF_QUEUES) })),
});
export type StaffHome = z.infer<typeof StaffHomeSchema>;

/**
 * GET v1/console/home/employer: the employer's vacancy postings by status (every status of
 * POSTING_STATUSES, in its order, zero included) and its interview requests waiting for it.
 */
export const EmployerHomeSchema = z.object({
  vacancies: z.array(
    z.object({ status: z.enum(POSTING_STATUSES), count: z.number().int().min(0) }),
  ),
  interviewRequests: QueueSummarySchema,
});
export type EmployerHome = z.infer<typeof EmployerHomeSchema>;

/** The console's own endpoints: who uses it (employer or staff) and each console's home. */
export const CONSOLE_ENDPOINTS = endpoints('console', {
  consoleMe: {
    method: 'GET',
    path: PATHS.consoleMe,
    access: 'console',
    operationId: 'getConsoleAccount',
    summary: 'The console account and its employer',
    response: ConsoleMeSchema,
  },
  // Each console its own route, so the other account type is refused before any count.
  consoleStaffHome: {
    method: 'GET',
    path: PATHS.consoleStaffHome,
    access: 'staff',
    operationId: 'getStaffConsoleHome',
    summary: 'Each staff queue with its count and the age of its oldest item',
    response: StaffHomeSchema,
  },
  consoleEmployerHome: {
    method: 'GET',
    path: PATHS.consoleEmployerHome,
    access: 'employer',
    operationId: 'getEmployerConsoleHome',
    summary: 'The employer’s vacancies by status and its waiting interview requests',
    response: EmployerHomeSchema,
  },
});
