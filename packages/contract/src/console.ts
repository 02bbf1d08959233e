import { z } from 'zod';
import type { AccountType } from './auth.ts';

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
