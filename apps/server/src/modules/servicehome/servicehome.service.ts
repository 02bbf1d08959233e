import {
  pickColumn,
  SERVICE_MENU_CODES,
  type ApiLanguage,
  type Banner,
  type ServiceHome,
  type ServiceMenu,
  type ServiceMenuCode,
} from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { EventsService } from '../events/events.service.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceHomeRepository } from './servicehome.repository.ts';

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
  ) {}

  async home(lang: ApiLanguage): Promise<ServiceHome> {
    const [summary, menu, enrolling] = await Promise.all([
      this.catalog.summary(),
      this.repository.menu(),
      this.events.enrolling(),
    ]);
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
      const redirectUrl = pickColumn(row, 'redirect_url', lang);
      return [
        {
          serviceMenu: row.code,
          name: pickColumn(row, 'name', lang),
          content: pickColumn(row, 'content', lang),
          eventId: event?.id ?? null,
          eventCatalogType: event?.eventCatalogType ?? null,
          redirectUrl: redirectUrl || null,
        },
      ];
    });
    return { jobOfferSummary: summary, serviceMenuList };
  }

  async banners(lang: ApiLanguage): Promise<Banner[]> {
    const rows = await this.repository.banners(this.deps.clock.now().toISOString());
    return rows.map((row) => ({
      id: row.id,
      title: pickColumn(row, 'title', lang),
      imageUrl: row.image_url,
      linkUrl: row.link_url,
    }));
  }
}
