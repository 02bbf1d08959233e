import type { AuthTables } from '../modules/auth/auth.tables.ts';
import type { EmployerTables } from '../modules/employer/employer.tables.ts';
import type { EventsTables } from '../modules/events/events.tables.ts';
import type { JobOffersTables } from '../modules/joboffers/joboffers.tables.ts';
import type { ReferencesTables } from '../modules/references/references.tables.ts';
import type { JobOfferSearchTables } from '../modules/joboffers/search/search.tables.ts';
import type { FavoritesTables } from '../modules/favorites/favorites.tables.ts';
import type { RecommendationsTables } from '../modules/recommendations/recommendations.tables.ts';
import type { ServiceHomeTables } from '../modules/servicehome/servicehome.tables.ts';
import type { ProfileTables } from '../modules/profile/profile.tables.ts';
import type { CvsTables } from '../modules/cvs/cvs.tables.ts';
import type { JobMatchesTables } from '../modules/jobmatches/jobmatches.tables.ts';
import type { JobSeeksTables } from '../modules/jobseeks/jobseeks.tables.ts';
import type { UnemploymentTables } from '../modules/unemployment/unemployment.tables.ts';
import type { JobOfferPostingsTables } from '../modules/joboffer-postings/joboffer-postings.tables.ts';
import type { JobOfferReportsTables } from '../modules/joboffer-reports/joboffer-reports.tables.ts';
import type { SchedulerTables } from '../platform/scheduler.tables.ts';
import type { ChangeFeedTables } from '../platform/change-feed.tables.ts';
import type { NotificationsTables } from '../modules/notifications/notifications.tables.ts';
import type { SavedSearchesTables } from '../modules/savedsearches/savedsearches.tables.ts';
import type { MyDataTables } from '../modules/mydata/mydata.tables.ts';

/**
 * The database's tables, for Kysely's types. Each module declares its own tables in
 * `modules/<feature>/<feature>.tables.ts`; this interface joins them.
 *
 * Portable column rules (SQLite and PostgreSQL alike): instants are ISO-8601 UTC text
 * (`Date#toISOString()`, so they sort as text), dates are `YYYY-MM-DD` text, flags are 0/1
 * integers, money is an integer amount of MOP.
 */
export interface Database
  extends
    ReferencesTables,
    EmployerTables,
    EventsTables,
    JobOffersTables,
    AuthTables,
    JobOfferSearchTables,
    FavoritesTables,
    RecommendationsTables,
    ServiceHomeTables,
    ProfileTables,
    CvsTables,
    SchedulerTables,
    ChangeFeedTables,
    JobMatchesTables,
    JobSeeksTables,
    UnemploymentTables,
    JobOfferPostingsTables,
    JobOfferReportsTables,
    NotificationsTables,
    SavedSearchesTables,
    MyDataTables {}
