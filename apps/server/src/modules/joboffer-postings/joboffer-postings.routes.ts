import {
  PageQuerySchema,
  POSTING_PATHS,
  PostingDetailSchema,
  PostingInputSchema,
  PostingListQuerySchema,
  PostingPageSchema,
  PostingParamsSchema,
  PostingReasonInputSchema,
  PostingReviewPageSchema,
} from '@vaga/contract';
import { requireAccount } from '../../platform/auth-guard.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['console'];
const security = [{ bearer: [] }];
/** Employers only: seekers and staff answer FORBIDDEN_ROLE. */
const employer = { auth: 'employer' as const };
/** Staff only: seekers and employers answer FORBIDDEN_ROLE. */
const staff = { auth: 'staff' as const };
const P = POSTING_PATHS;
const params = PostingParamsSchema;
const detail = { 200: PostingDetailSchema };

/** Employers' postings (their own) and the staff review of them. */
export async function jobOfferPostingsRoutes(app: App): Promise<void> {
  const postings = () => app.services.jobOfferPostings;
  const reviews = () => app.services.jobOfferPostingReviews;

  app.get(
    P.consolePostings,
    {
      config: employer,
      schema: {
        tags,
        security,
        querystring: PostingListQuerySchema,
        response: { 200: PostingPageSchema },
      },
    },
    async (request) =>
      postings().list(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.post(
    P.consolePostings,
    { config: employer, schema: { tags, security, body: PostingInputSchema, response: detail } },
    async (request) =>
      postings().create(requireAccount(request), request.body, requestLanguage(request)),
  );

  app.get(
    P.consolePosting,
    { config: { auth: 'console' }, schema: { tags, security, params, response: detail } },
    async (request) =>
      postings().detail(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  app.put(
    P.consolePosting,
    {
      config: employer,
      schema: { tags, security, params, body: PostingInputSchema, response: detail },
    },
    async (request) =>
      postings().update(
        requireAccount(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.post(
    P.consolePostingWithdraw,
    { config: employer, schema: { tags, security, params, response: detail } },
    async (request) =>
      postings().withdraw(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  app.post(
    P.consolePostingRenew,
    { config: employer, schema: { tags, security, params, response: detail } },
    async (request) =>
      postings().renew(requireAccount(request), request.params.id, requestLanguage(request)),
  );

  app.get(
    P.consolePostingReviews,
    {
      config: staff,
      schema: {
        tags,
        security,
        querystring: PageQuerySchema,
        response: { 200: PostingReviewPageSchema },
      },
    },
    async (request) =>
      reviews().queue(requireAccount(request), request.query, requestLanguage(request)),
  );

  app.post(
    P.consolePostingApprove,
    { config: staff, schema: { tags, security, params, response: detail } },
    async (request) => {
      const account = requireAccount(request);
      const lang = requestLanguage(request);
      await reviews().approve(account, request.params.id, lang);
      return postings().detail(account, request.params.id, lang);
    },
  );

  app.post(
    P.consolePostingReturn,
    {
      config: staff,
      schema: { tags, security, params, body: PostingReasonInputSchema, response: detail },
    },
    async (request) => {
      const account = requireAccount(request);
      await reviews().return(account, request.params.id, request.body.reason);
      return postings().detail(account, request.params.id, requestLanguage(request));
    },
  );
}
