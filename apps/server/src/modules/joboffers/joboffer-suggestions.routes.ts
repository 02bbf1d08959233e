import { SUGGESTION_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/**
 * Requests one client may make per minute: typing with the web app's 200 ms debounce sends at
 * most 300, and several people may share one address.
 */
export const SUGGESTIONS_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

/** Suggestions as you type under the search box (public, rate-limited). */
export async function jobOfferSuggestionsRoutes(app: App): Promise<void> {
  route(
    app,
    E.jobOfferSuggestions,
    async (request) =>
      app.services.jobOfferSuggestions.suggest(request.query.keyword, requestLanguage(request)),
    { config: { rateLimit: SUGGESTIONS_RATE_LIMIT } },
  );
}
