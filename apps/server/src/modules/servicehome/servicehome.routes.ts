import { SERVICE_HOME_ENDPOINTS as E } from '@vaga/contract';
import { route } from '../../platform/endpoint-route.ts';
import { requestLanguage } from '../../platform/i18n.ts';
import type { App } from '../../platform/types.ts';

/** The service home and its banners (public). */
export async function serviceHomeRoutes(app: App): Promise<void> {
  route(app, E.serviceHome, async (request) =>
    app.services.serviceHome.homeKept(requestLanguage(request)),
  );
  route(app, E.banners, async (request) =>
    app.services.serviceHome.bannersKept(requestLanguage(request)),
  );
}
