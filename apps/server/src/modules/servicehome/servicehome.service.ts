import {
  labelInLanguage,
  pickColumn,
  SERVICE_MENU_CODES,
  type ApiLanguage,
  type Banner,
  type LabelsByTag,
  type ServiceHome,
  type ServiceMenu,
  type ServiceMenuCode,
} from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceHomeRepository } from './servicehome.repository.ts';
import type { ReferencesService } from '../references/references.service.ts';
import { SERVICE_MENU_LABELS } from './servicehome.tables.ts';
import { kept, type Kept } from '../../platform/kept.ts';
import { EVENT_TOPICS } from '../events/events.service.ts';

/** How long the first banner's image, as last read, is given before it is read again (ms). */
export const FIRST_BANNER_REFRESH_MS = 10_000;
/** Image paths of this site that may go into a `Link` header as they are. */
const SAME_SITE_PATH = /^\/[\w\-./]+$/;

const isMenuCode = (code: string): code is ServiceMenuCode =>
  (SERVICE_MENU_CODES as readonly string[]).includes(code);

/**
 * The service home (spec §2, §3): the vacancy statistics and the service menu, whose event
 * entries carry their event — the fixed `event_id`, else the enrolling event of their kind that
 * starts last — and the home banners.
 */
export class ServiceHomeService {
  constructor(
    private readonly repository: PublicMembers<ServiceHomeRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock'>,
    private readonly catalog: JobOfferCatalogService,
    private readonly events: EventsService,
    /** The menu's names, contents and links (the references module's label rows). */
    private readonly labels: () => Pick<ReferencesService, 'labelsOf'>,
  ) {}

  private firstBanner: { image: string | null; readAt: number; reading: boolean } = {
    image: null,
    readAt: Number.NEGATIVE_INFINITY,
    reading: false,
  };

  /**
   * The image of the first home banner, as last read, for the home page to preload with its
   * HTML (platform/web-app.ts): the banner is the page's largest element, and the app only finds
   * it once it has asked for the banners. Never waits: a read older than
   * {@link FIRST_BANNER_REFRESH_MS} starts a new one, whose answer the next page gets. Only a
   * path of this site is given; a banner elsewhere is not preloaded.
   */
  firstBannerImage(): string | null {
    const now = this.deps.clock.now();
    const kept = this.firstBanner;
    if (!kept.reading && now.getTime() - kept.readAt >= FIRST_BANNER_REFRESH_MS) {
      kept.reading = true;
      this.repository
        .banners(now.toISOString())
        .then((rows) => {
          const image = rows[0]?.image_url ?? null;
          kept.image = image !== null && SAME_SITE_PATH.test(image) ? image : null;
          kept.readAt = now.getTime();
        })
        .catch(() => undefined)
        .finally(() => {
          kept.reading = false;
        });
    }
    return kept.image;
  }

  async home(lang: ApiLanguage): Promise<ServiceHome> {
    return (await this.homeKept(lang)).value;
  }

  /**
   * home(), kept: it holds while no write moves the change-feed topics of vacancies and events
   * until the catalog summary's own end or the first instant an event starts or stops enrolling.
   * The menu is written by migrations only.
   */
  async homeKept(lang: ApiLanguage): Promise<Kept<ServiceHome>> {
    const labels = this.labels();
    const [summary, menu, enrolling, eventsChange, names, contents, links] = await Promise.all([
      this.catalog.summaryKept(),
      this.repository.menu(),
      this.events.enrolling(),
      this.events.nextChange(),
      labels.labelsOf(SERVICE_MENU_LABELS.name),
      labels.labelsOf(SERVICE_MENU_LABELS.content),
      labels.labelsOf(SERVICE_MENU_LABELS.redirectUrl),
    ]);
    const text = (texts: Map<string, LabelsByTag>, id: number) =>
      labelInLanguage(texts.get(String(id)) ?? {}, lang);
    const fixed = await this.events.byIds(
      menu.flatMap((m) => (m.event_id === null ? [] : [m.event_id])),
    );
    const fixedById = new Map(fixed.map((e) => [e.id, e]));
    const serviceMenuList = menu.flatMap((row): ServiceMenu[] => {
      if (!isMenuCode(row.code)) return [];
      const event =
        row.event_id !== null
          ? fixedById.get(row.event_id)
          : row.event_type_id !== null
            ? enrolling.find((e) => e.typeEventId === row.event_type_id)
            : undefined;
      const redirectUrl = text(links, row.id);
      return [
        {
          serviceMenu: row.code,
          name: text(names, row.id),
          content: text(contents, row.id),
          eventId: event?.id ?? null,
          eventCatalogType: event?.eventCatalogType ?? null,
          redirectUrl: redirectUrl || null,
        },
      ];
    });
    const home = { jobOfferSummary: summary.value, serviceMenuList };
    return kept(
      home,
      Math.min(summary.until ?? Number.NEGATIVE_INFINITY, eventsChange),
      EVENT_TOPICS,
    );
  }

  async banners(lang: ApiLanguage): Promise<Banner[]> {
    return (await this.bannersKept(lang)).value;
  }

  /**
   * banners(), kept: written by migrations only, they change by the clock alone, the first
   * instant a banner starts or stops showing (no topic).
   */
  async bannersKept(lang: ApiLanguage): Promise<Kept<Banner[]>> {
    const now = this.deps.clock.now().toISOString();
    const [rows, next] = await Promise.all([
      this.repository.banners(now),
      this.repository.nextBannerChange(now),
    ]);
    const banners = rows.map((row) => ({
      id: row.id,
      title: pickColumn(row, 'title', lang),
      imageUrl: row.image_url,
      linkUrl: row.link_url,
    }));
    return kept(banners, next === null ? Number.POSITIVE_INFINITY : Date.parse(next), []);
  }
}
