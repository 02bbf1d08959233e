import { defineModule } from '../../platform/module-manifest.ts';
import { JobOfferPostingReviewsService } from './joboffer-posting-reviews.service.ts';
import { JobOfferPostingsRepository } from './joboffer-postings.repository.ts';
import { jobOfferPostingsRoutes } from './joboffer-postings.routes.ts';
import { JobOfferPostingsService } from './joboffer-postings.service.ts';
import { PostingView } from './posting-view.ts';

declare module '../../platform/services.ts' {
  interface Services {
    jobOfferPostings: JobOfferPostingsService;
    jobOfferPostingReviews: JobOfferPostingReviewsService;
  }
}

/** Vacancy postings: employers' drafts and submissions, the staff's reviews. */
export const jobOfferPostingsModule = defineModule({
  name: 'joboffer-postings',
  services: ({ db, deps, services }) => {
    const repository = new JobOfferPostingsRepository(db);
    const postingView = new PostingView({
      clock: deps.clock,
      references: () => services.references,
      employers: () => services.employers,
      jobMatches: () => services.jobMatches,
      accounts: () => services.auth,
    });
    const postingChecks = () => ({
      references: services.references,
      catalog: services.jobOfferCatalog,
    });
    return {
      jobOfferPostings: new JobOfferPostingsService(
        repository,
        deps,
        postingView,
        postingChecks,
        () => services.jobOfferPublishing,
      ),
      jobOfferPostingReviews: new JobOfferPostingReviewsService(
        repository,
        deps,
        postingView,
        postingChecks,
        () => services.jobOfferPublishing,
      ),
    };
  },
  routes: [jobOfferPostingsRoutes],
});
