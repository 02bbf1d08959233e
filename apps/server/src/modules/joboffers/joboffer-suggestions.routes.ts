import {
  JobOfferSuggestionListSchema,
  JobOfferSuggestionQuerySchema,
  SUGGESTION_PATHS,
} from '@vaga/contract';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/**
 * Requests one client may make per minute: typing with the web app's 200 ms debounce sends at
 * most 300, and several people may share one address.
 */
export const SUGGESTIONS_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/** Suggestions as you type under the search box (public, rate-limited). */
export async function jobOfferSuggestionsRoutes(app: App): Promise<void> {
  app.get(
    SUGGESTION_PATHS.jobOfferSuggestions,
    {
      config: { auth: 'public', rateLimit: SUGGESTIONS_RATE_LIMIT },
      schema: {
        tags: ['joboffers'],
        querystring: JobOfferSuggestionQuerySchema,
        response: { 200: JobOfferSuggestionListSchema },
      },
    },
    async (request) =>
      app.services.jobOfferSuggestions.suggest(request.query.keyword, requestLanguage(request)),
  );
}
