import { POSTING_ENDPOINTS as E } from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** Employers' postings (their own) and the staff review of them. */
export async function jobOfferPostingsRoutes(app: App): Promise<void> {
  const postings = () => app.services.jobOfferPostings;
  const reviews = () => app.services.jobOfferPostingReviews;

  route(app, E.listPostings, async (request) =>
    postings().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.createPosting, async (request) =>
    postings().create(requireAccount(request), request.body, requestLanguage(request)),
  );

  route(app, E.getPosting, async (request) =>
    postings().detail(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  route(app, E.updatePosting, async (request) =>
    postings().update(
      requireAccount(request),
      request.params.id,
      request.body,
      requestLanguage(request),
    ),
  );

  route(app, E.consolePostingWithdraw, async (request) =>
    postings().withdraw(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  route(app, E.consolePostingRenew, async (request) =>
    postings().renew(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  route(app, E.consolePostingReviews, async (request) =>
    reviews().queue(requireAccount(request), request.query, requestLanguage(request)),
  );

  route(app, E.consolePostingApprove, async (request) => {
    const account = requireAccount(request);
    const lang = requestLanguage(request);
    await reviews().approve(account, request.params.id, lang);
    return postings().detail(account, request.params.id, lang);
  });

  route(app, E.consolePostingReturn, async (request) => {
    const account = requireAccount(request);
    await reviews().return(account, request.params.id, request.body.reason);
    return postings().detail(account, request.params.id, requestLanguage(request));
  });
}
