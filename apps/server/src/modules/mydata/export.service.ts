import { languageOfWire, localeOfApiLanguage } from '@vaga/contract';
import {
  macaoWallClock,
  type ApiLanguage,
  type ExportKind,
  type MyDataSummary,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { StoredContent } from '../../platform/file-store.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CvsService } from '../cvs/cvs.service.ts';
import type { EventRegistrationsService } from '../events/event-registrations.service.ts';
import type { FavoritesService } from '../favorites/favorites.service.ts';
import type { JobMatchesService } from '../jobmatches/jobmatches.service.ts';
import type { JobSeeksService } from '../jobseeks/jobseeks.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import type { SavedSearchesService } from '../savedsearches/savedsearches.service.ts';
import type { UnemploymentFilesService } from '../unemployment/unemployment-files.service.ts';
import type { UnemploymentService } from '../unemployment/unemployment.service.ts';
import type { AccessLogService } from './access-log.service.ts';
import { summaryLabels } from './summary-pdf-labels.ts';
import type { SummaryPdfInput } from './summary-pdf.ts';

/** The other modules' services the export reads, each as the seeker reads their own data. */
export interface ExportSources {
  accounts: () => Pick<AuthService, 'profile'>;
  profile: () => Pick<ProfileService, 'get'>;
  cvs: () => Pick<CvsService, 'list' | 'download'>;
  favorites: () => Pick<FavoritesService, 'details'>;
  jobMatches: () => Pick<JobMatchesService, 'list' | 'detail'>;
  jobSeeks: () => Pick<JobSeeksService, 'records' | 'record'>;
  unemployment: () => Pick<UnemploymentService, 'allOf'>;
  unemploymentFiles: () => Pick<UnemploymentFilesService, 'download'>;
  events: () => Pick<EventRegistrationsService, 'allMine'>;
  notifications: () => Pick<NotificationsService, 'page'>;
  savedSearches: () => Pick<SavedSearchesService, 'list'>;
  accessLog: () => Pick<AccessLogService, 'all'>;
}

/** A stored file of the export, opened only when the archive reaches it. */
export interface ExportFile {
  name: string;
  open: () => Promise<StoredContent>;
}

/** Everything an export holds, gathered before the first byte is sent. */
export interface ExportContent {
  json: Record<ExportKind, unknown>;
  files: ExportFile[];
  summary: Uint8Array;
}

/** An instant as Macao's wall clock reads it: `YYYY-MM-DD HH:mm`. */
function macaoDateTime(iso: string): string {
  const wall = macaoWallClock(new Date(iso));
  return Number.isNaN(wall.getTime()) ? '' : wall.toISOString().slice(0, 16).replace('T', ' ');
}

/** Pages read at a time from the paged lists. */
const PAGE = 100;

async function allPages<T>(
  read: (page: number) => Promise<{ content: T[]; totalElements: number }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 0; ; page += 1) {
    const { content, totalElements } = await read(page);
    all.push(...content);
    if (content.length === 0 || all.length >= totalElements) return all;
  }
}

/** A file name safe in any archive tool: no folders, no control or reserved characters. */
function safeName(name: string): string {
  const cleaned = [...name]
    .map((c) =>
      c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || '/\\:*?"<>|'.includes(c) ? '_' : c,
    )
    .join('')
    .trim();
  return cleaned.slice(-120) || 'file';
}

/**
 * The export of my data: every kind of data Vaga holds about a seeker, read through
 * each module's own service exactly as the seeker reads it (so nothing of another person), the
 * stored files themselves, and a PDF summary in the person's language rendered on a worker.
 */
export class MyDataExportService {
  constructor(
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config'>,
    private readonly sources: ExportSources,
    private readonly renderSummary: (input: SummaryPdfInput) => Promise<Uint8Array>,
  ) {}

  /** GET mydata/summary: the count of each kind the export holds, read the same way. */
  async summary(account: AuthAccount, lang: ApiLanguage): Promise<MyDataSummary> {
    const s = this.sources;
    const id = account.id;
    const locale = localeOfApiLanguage(lang);
    const one = { page: 0, size: 1 };
    const resume = await s
      .profile()
      .get(account)
      .then(() => 1)
      .catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'BE_PROFILE_NOT_FOUND') return 0;
        throw err;
      });
    const counts: Record<ExportKind, number> = {
      account: 1,
      resume,
      cvFiles: (await s.cvs().list(id)).length,
      favourites: (await s.favorites().details(id, lang)).length,
      jobMatches: (await s.jobMatches().list(id, one, lang)).totalElements,
      jobSeeks: (await s.jobSeeks().records(id, one, lang)).totalElements,
      unemployment: (await s.unemployment().allOf(id, lang)).length,
      events: (await s.events().allMine(id, lang)).length,
      notifications: (await s.notifications().page(account, one, locale)).totalElements,
      savedSearches: (await s.savedSearches().list(account)).length,
      accessLog: (await s.accessLog().all(id, lang)).length,
    };
    return { counts, retentionYears: this.deps.config.dataRetentionYears };
  }

  async gather(account: AuthAccount, lang: ApiLanguage): Promise<ExportContent> {
    const s = this.sources;
    const id = account.id;
    const locale = localeOfApiLanguage(lang);
    const person = await s.accounts().profile(id, lang);
    const resume = await s
      .profile()
      .get(account)
      .catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'BE_PROFILE_NOT_FOUND') return null;
        throw err;
      });
    const cvFiles = await s.cvs().list(id);
    const cards = await allPages((page) => s.jobMatches().list(id, { page, size: PAGE }, lang));
    const jobMatches = [];
    for (const card of cards)
      jobMatches.push(await s.jobMatches().detail(id, card.jobMatchUid, lang));
    const records = await allPages((page) => s.jobSeeks().records(id, { page, size: PAGE }, lang));
    const jobSeeks = [];
    for (const record of records)
      jobSeeks.push(await s.jobSeeks().record(id, record.jobSeekId, lang));
    const unemployment = await s.unemployment().allOf(id, lang);
    const notifications = await allPages((page) =>
      s.notifications().page(account, { page, size: PAGE }, locale),
    );
    const json: Record<ExportKind, unknown> = {
      account: person,
      resume,
      cvFiles,
      favourites: await s.favorites().details(id, lang),
      jobMatches,
      jobSeeks,
      unemployment,
      events: await s.events().allMine(id, lang),
      notifications,
      savedSearches: await s.savedSearches().list(account),
      accessLog: await s.accessLog().all(id, lang),
    };
    const files: ExportFile[] = [
      ...cvFiles.map((cv) => ({
        name: `files/cv/${cv.cvUid}-${safeName(cv.uploadFileName)}`,
        open: async () => (await s.cvs().download(id, cv.cvUid)).content,
      })),
      ...unemployment.flatMap((registration) =>
        registration.attachments.map((file) => ({
          name: `files/unemployment/${registration.id}/${file.id}-${safeName(file.fileName)}`,
          open: async () =>
            (await s.unemploymentFiles().download({ accountId: id }, file.id)).content,
        })),
      ),
    ];
    const summary = await this.renderSummary(
      this.summaryOf(json, person.name, person.identityNo, lang),
    );
    return { json, files, summary };
  }

  /** The summary's texts: counts per kind, with a line for each item where one says enough. */
  private summaryOf(
    json: Record<ExportKind, unknown>,
    name: string,
    identityNo: string | null,
    lang: ApiLanguage,
  ): SummaryPdfInput {
    const t = summaryLabels(lang);
    const at = macaoDateTime;
    const list = (kind: ExportKind) => (json[kind] ?? []) as Record<string, unknown>[];
    const lines = (kind: ExportKind, line: (item: Record<string, unknown>) => string) => {
      const items =
        kind === 'resume'
          ? json.resume
            ? [json.resume as Record<string, unknown>]
            : []
          : list(kind);
      return items.length === 0 ? [t.none] : [t.count(items.length), ...items.map(line)];
    };
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const sections = [
      {
        kind: 'account' as const,
        lines: [`${t.name}: ${name}`, `${t.identityNo}: ${identityNo ?? ''}`],
      },
      {
        kind: 'resume' as const,
        lines: lines('resume', (r) =>
          [text(r.nameCn), text(r.namePt), text(r.mobileNum), text(r.email)]
            .filter(Boolean)
            .join(' · '),
        ),
      },
      {
        kind: 'cvFiles' as const,
        lines: lines('cvFiles', (f) => `${text(f.cvName)} (${text(f.uploadFileName)})`),
      },
      {
        kind: 'favourites' as const,
        lines: lines('favourites', (f) => `${text(f.jobOfferTitle)} — ${text(f.companyName)}`),
      },
      {
        kind: 'jobMatches' as const,
        lines: lines(
          'jobMatches',
          (m) =>
            `${text(m.jobOfferTitle)} — ${text(m.employerName)}: ${text(m.typeJobMatchStatusDesc)}`,
        ),
      },
      {
        kind: 'jobSeeks' as const,
        lines: lines('jobSeeks', (r) => `${text(r.entNo)}: ${text(r.statusDesc)}`),
      },
      {
        kind: 'unemployment' as const,
        lines: lines('unemployment', (r) => `${text(r.referenceNo)}: ${text(r.stateDesc)}`),
      },
      {
        kind: 'events' as const,
        lines: lines('events', (e) => `${text(e.eventName)} — ${text(e.ticketNo)}`),
      },
      { kind: 'notifications' as const, lines: lines('notifications', (n) => text(n.title)) },
      { kind: 'savedSearches' as const, lines: lines('savedSearches', (s) => text(s.name)) },
      {
        kind: 'accessLog' as const,
        lines: lines('accessLog', (e) =>
          e.viewerKind === 'employer'
            ? t.viewedByEmployer(text(e.employerName), at(text(e.viewedAt)))
            : t.viewedByService(at(text(e.viewedAt))),
        ),
      },
    ];
    return {
      title: t.title,
      subtitle: [name, `${t.generatedAt} ${at(this.deps.clock.now().toISOString())}`],
      intro: t.intro,
      sections: sections.map((section) => ({ title: t.kinds[section.kind], lines: section.lines })),
      footer: t.retention(this.deps.config.dataRetentionYears),
      font: languageOfWire(lang).font,
    };
  }
}
