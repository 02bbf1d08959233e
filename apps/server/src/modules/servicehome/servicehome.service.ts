import {
  SERVICE_MENU_CODES,
  type ApiLanguage,
  type Banner,
  type ServiceHome,
  type ServiceMenu,
  type ServiceMenuCode,
} from '@vaga/contract';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { JobOfferCatalogService } from '../joboffers/joboffer-catalog.service.ts';
import { ServiceHomeRepository } from './servicehome.repository.ts';

const SUFFIX = { zh: 'cn', pt: 'pt', en: 'en' } as const;

function pick(row: Record<string, unknown>, base: string, lang: ApiLanguage): string {
  const value = row[`${base}_${SUFFIX[lang]}`];
  if (typeof value === 'string' && value) return value;
  const zh = row[`${base}_cn`];
  return typeof zh === 'string' ? zh : '';
}

const isMenuCode = (code: string): code is ServiceMenuCode =>
  (SERVICE_MENU_CODES as readonly string[]).includes(code);

/**
 * The service home (spec §2, §3): the vacancy statistics and the service menu, whose event
 * entries carry their event — the fixed `event_id`, else the enrolling event of their kind that
 * starts last — and the home banners.
 */
export class ServiceHomeService {
  private readonly repository: ServiceHomeRepository;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly catalog: JobOfferCatalogService,
  ) {
    this.repository = new ServiceHomeRepository(deps.db);
  }

  async home(lang: ApiLanguage): Promise<ServiceHome> {
    const [summary, menu, enrolling] = await Promise.all([
      this.catalog.summary(),
      this.repository.menu(),
      this.repository.enrollingEvents(),
    ]);
    const fixed = await this.repository.eventsByIds(
      menu.flatMap((m) => (m.event_id === null ? [] : [m.event_id])),
    );
    const fixedById = new Map(fixed.map((e) => [e.id, e]));
    const serviceMenuList = menu.flatMap((row): ServiceMenu[] => {
      if (!isMenuCode(row.code)) return [];
      const event =
        row.event_id !== null
          ? fixedById.get(row.event_id)
          : row.event_type_id !== null
            ? enrolling.find((e) => e.type_event_id === row.event_type_id)
            : undefined;
      const redirectUrl = pick(row, 'redirect_url', lang);
      return [
        {
          serviceMenu: row.code,
          name: pick(row, 'name', lang),
          content: pick(row, 'content', lang),
          eventId: event?.id ?? null,
          eventCatalogType: event?.event_catalog_type ?? null,
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
      title: pick(row, 'title', lang),
      imageUrl: row.image_url,
      linkUrl: row.link_url,
    }));
  }
}
