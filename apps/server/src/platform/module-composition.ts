import { configuredFileStore } from './file-store-config.ts';
import type { ModuleManifest } from './module-manifest.ts';
import type { ServiceDeps } from './service-deps.ts';
import type { Services } from './services.ts';
import type { App } from './types.ts';

/** The services of every module, and what stops them. */
export interface BuiltServices {
  services: Services;
  /** Runs every module's close steps (worker pools) and the file store's; on app close. */
  close(): Promise<void>;
}

/**
 * Builds the platform's services, then each module's in the list's order, then runs each
 * module's start step. A service read before its module is built throws at once (the list's
 * order is wrong), rather than leaving an undefined dependency to fail later.
 */
export function buildServices(
  modules: readonly ModuleManifest[],
  deps: ServiceDeps,
): BuiltServices {
  const container: Partial<Services> = {
    files: configuredFileStore(deps.config, deps.fileStoreErrors),
  };
  const guarded = new Proxy(container, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`The service ${key} is not built yet: its module comes later in the list`);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  }) as Services;
  const closing: (() => Promise<void>)[] = [];
  for (const manifest of modules) {
    const built = manifest.services?.({
      deps,
      db: deps.db,
      dialect: deps.dialect,
      services: guarded,
      onClose: (step) => closing.push(step),
    });
    for (const [name, service] of Object.entries(built ?? {})) {
      if (name in container) throw new Error(`Two modules build the service ${name}`);
      Object.assign(container, { [name]: service });
    }
  }
  const services = container as Services;
  for (const manifest of modules) manifest.start?.(services);
  return {
    services,
    close: async () => {
      for (const step of closing) await step();
      await services.files.close?.();
    },
  };
}

/** Registers each module's routes in the list's order, then defines each module's jobs. */
export async function registerModuleRoutes(
  app: App,
  modules: readonly ModuleManifest[],
): Promise<void> {
  for (const manifest of modules) {
    for (const routes of manifest.routes ?? []) await app.register(routes);
  }
  for (const manifest of modules) for (const schedule of manifest.jobs ?? []) schedule(app);
}
