import type { DB, Dialect } from '../db/database.ts';
import type { ServiceDeps } from './service-deps.ts';
import type { Services } from './services.ts';
import type { App } from './types.ts';

/** What a module's services are built from (platform/module-composition.ts gives it). */
export interface ModuleContext {
  deps: ServiceDeps;
  db: DB;
  dialect: Dialect;
  /**
   * The container being built: another module's service is read lazily (`() =>
   * services.profile`), or at once only when that module comes earlier in the list (modules.ts).
   * Reading a service not built yet throws.
   */
  services: Services;
  /** A step to run when the app closes (a worker pool's stop). */
  onClose(step: () => Promise<void>): void;
}

/** A route plugin of a module (its `*.routes.ts`). */
export type ModuleRoutes = (app: App) => Promise<void>;

/**
 * One server module, as the composition root (modules.ts) sees it: everything a module adds to
 * the app is named here, so adding a module edits no shared file but the list of manifests.
 */
export interface ModuleManifest {
  /** The module's folder under `modules/`. */
  readonly name: string;
  /**
   * Builds the module's repositories (its own business) and its services; the services are
   * declared in `Services` by the manifest's augmentation of platform/services.ts.
   */
  services?(ctx: ModuleContext): Partial<Services>;
  /**
   * Runs once every module's services exist, before any route: a registration into another
   * module's registry (a notice's attachment, a notifications port).
   */
  start?(services: Services): void;
  /** The module's route plugins, registered in this order after the rate limits and auth guard. */
  routes?: readonly ModuleRoutes[];
  /** The module's scheduled jobs (`schedule*(app)`), defined once the routes are registered. */
  jobs?: readonly ((app: App) => void)[];
}

/** A module's manifest, typed (`export const fooModule = defineModule({ … })`). */
export function defineModule(manifest: ModuleManifest): ModuleManifest {
  return manifest;
}
