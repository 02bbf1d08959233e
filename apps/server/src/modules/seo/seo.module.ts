import { defineModule } from '../../platform/module-manifest.ts';
import { SeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { SeoService } from './seo.service.ts';

declare module '../../platform/services.ts' {
  interface Services {
    /** robots.txt and the sitemaps. */
    seo: SeoService;
  }
}

/** robots.txt, the sitemaps, and the vacancies' structured data. */
export const seoModule = defineModule({
  name: 'seo',
  services: ({ db, deps, services }) => ({
    seo: new SeoService(new SeoRepository(db), deps, () => services.events),
  }),
  routes: [seoRoutes],
});
