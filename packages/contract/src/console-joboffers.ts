import { z } from 'zod';
import { endpoints } from './endpoint.ts';
import { DE } from './paths.ts';
import { rowIdParam } from './validation.ts';

/** Path of the vacancies the console's invitation form offers. */
export const CONSOLE_JOBOFFER_PATHS = {
  consoleJobOffers: `${DE}/v1/console/joboffers`,
} as const;

/**
 * The vacancies the console may invite to: an employer's own valid ones; staff see every valid
 * vacancy, or one employer's with `employerId`.
 */
export const ConsoleJobOfferQuerySchema = z.object({
  employerId: rowIdParam().optional(),
  /** Narrows to titles containing these words (any language); at most 50 answers then. */
  keyword: z.string().trim().max(100).optional(),
});
export const ConsoleJobOfferSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  employerId: z.number().int(),
  valid: z.boolean(),
});
export type ConsoleJobOffer = z.infer<typeof ConsoleJobOfferSchema>;
export const ConsoleJobOfferListSchema = z.array(ConsoleJobOfferSchema);

/** GET console/seekers/{id}: a seeker's account id. */
export const ConsoleSeekerParamsSchema = z.object({ id: rowIdParam() });

/** The vacancies the console's invitation form offers: employers and staff. */
export const CONSOLE_JOBOFFER_ENDPOINTS = endpoints('console', {
  consoleJobOffers: {
    method: 'GET',
    path: CONSOLE_JOBOFFER_PATHS.consoleJobOffers,
    access: 'console',
    operationId: 'listConsoleJobOffers',
    summary: 'Vacancies to choose from in the console',
    query: ConsoleJobOfferQuerySchema,
    response: ConsoleJobOfferListSchema,
  },
});
