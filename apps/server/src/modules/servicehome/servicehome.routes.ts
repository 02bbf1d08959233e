import { BannerListSchema, PATHS, ServiceHomeSchema } from '@vaga/contract';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

const tags = ['servicehome'];

/** The service home and its banners (public). */
export async function serviceHomeRoutes(app: App): Promise<void> {
  app.get(
    PATHS.serviceHome,
    { config: { auth: 'public' }, schema: { tags, response: { 200: ServiceHomeSchema } } },
    async (request) => app.services.serviceHome.home(requestLanguage(request)),
  );
  app.get(
    PATHS.banners,
    { config: { auth: 'public' }, schema: { tags, response: { 200: BannerListSchema } } },
    async (request) => app.services.serviceHome.banners(requestLanguage(request)),
  );
}
