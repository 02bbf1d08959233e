import { defineModule } from '../../platform/module-manifest.ts';
import { AuthRepository } from './auth.repository.ts';
import { authRoutes } from './auth.routes.ts';
import { AuthService } from './auth.service.ts';
import { OidcStoreRepository } from './oidc-store.repository.ts';

declare module '../../platform/services.ts' {
  interface Services {
    auth: AuthService;
  }
}

/** Accounts, sessions and the login (the rate limits' counters live in its tables too). */
export const authModule = defineModule({
  name: 'auth',
  services: ({ db, deps, services }) => ({
    auth: new AuthService(
      new AuthRepository(db),
      new OidcStoreRepository(db),
      deps,
      () => services.employers,
    ),
  }),
  routes: [authRoutes],
});
