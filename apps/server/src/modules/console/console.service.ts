import type {
  ApiLanguage,
  ConsoleMe,
  EmployerHome,
  PostingStatus,
  QueueSummary,
  StaffHome,
  StaffQueue,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EmployerService } from '../employer/employer.service.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';

/** How many items wait in a queue and when the oldest entered it. */
export interface QueueCount {
  count: number;
  oldestAt: string | null;
}

/**
 * The domains' counts the homes show, each computed by its own module's service (the console
 * reads no other module's tables).
 */
export interface ConsoleQueues {
  jobMatchesConsole: { waitingRequests(account: AuthAccount): Promise<QueueCount> };
  jobSeeksConsole: { queueCount(account: AuthAccount): Promise<QueueCount> };
  unemploymentConsole: { queueCount(account: AuthAccount): Promise<QueueCount> };
  jobOfferPostingReviews: { queueCount(account: AuthAccount): Promise<QueueCount> };
  jobOfferReports: { openCount(account: AuthAccount): Promise<QueueCount> };
  notifications: { failedCount(): Promise<QueueCount> };
  jobOfferPostings: {
    statusCounts(account: AuthAccount): Promise<{ status: PostingStatus; count: number }[]>;
  };
}

const MINUTE_MS = 60_000;

/** The employer and staff console: who is using it, its employer, and what waits in its queues. */
export class ConsoleService {
  constructor(
    private readonly employers: EmployerService,
    private readonly jobOffers: JobOfferCatalogService,
    private readonly deps: { clock: Clock },
    private readonly queues: () => ConsoleQueues,
  ) {}

  /** GET v1/console/me. An employer account whose employer is gone may not use the console. */
  async me(account: AuthAccount, lang: ApiLanguage): Promise<ConsoleMe> {
    if (account.accountType === 'staff') {
      return { accountType: 'staff', name: account.name, employer: null };
    }
    const employer =
      account.accountType === 'employer' && account.employerId !== null
        ? await this.employers.find(account.employerId, lang)
        : undefined;
    if (!employer) throw new AppError('FORBIDDEN_ROLE');
    return {
      accountType: 'employer',
      name: account.name,
      employer: {
        ...employer,
        vacancyCount: await this.jobOffers.employerVacancyCount(employer.id),
      },
    };
  }

  /** A queue's count with its oldest item's age in whole minutes, now (never negative). */
  private summary({ count, oldestAt }: QueueCount): QueueSummary {
    if (count === 0 || oldestAt === null) return { count, oldestAt: null, oldestAgeMinutes: null };
    const age = this.deps.clock.millis() - new Date(oldestAt).getTime();
    return { count, oldestAt, oldestAgeMinutes: Math.max(0, Math.floor(age / MINUTE_MS)) };
  }

  /** GET v1/console/home/staff: every staff queue, in STAFF_QUEUES' order. */
  async staffHome(account: AuthAccount): Promise<StaffHome> {
    const q = this.queues();
    const counts: Record<StaffQueue, Promise<QueueCount>> = {
      matches: q.jobMatchesConsole.waitingRequests(account),
      registrations: q.jobSeeksConsole.queueCount(account),
      unemployment: q.unemploymentConsole.queueCount(account),
      vacancyReviews: q.jobOfferPostingReviews.queueCount(account),
      vacancyReports: q.jobOfferReports.openCount(account),
      failedDeliveries: q.notifications.failedCount(),
    };
    const entries = Object.entries(counts) as [StaffQueue, Promise<QueueCount>][];
    const queues = await Promise.all(
      entries.map(async ([queue, count]) => ({ queue, ...this.summary(await count) })),
    );
    return { queues };
  }

  /** GET v1/console/home/employer: its postings by status and the requests waiting for it. */
  async employerHome(account: AuthAccount): Promise<EmployerHome> {
    const q = this.queues();
    const [vacancies, requests] = await Promise.all([
      q.jobOfferPostings.statusCounts(account),
      q.jobMatchesConsole.waitingRequests(account),
    ]);
    return { vacancies, interviewRequests: this.summary(requests) };
  }
}
