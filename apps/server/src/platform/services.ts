import type { FileStore } from './file-store.ts';

/**
 * The services of every module, built once per app (platform/module-composition.ts). The
 * platform declares only its own here; each module adds its services in its manifest
 * (`modules/<module>/<module>.module.ts`) by augmenting this interface:
 *
 *     declare module '../../platform/services.ts' {
 *       interface Services {
 *         jobSeeks: JobSeeksService;
 *       }
 *     }
 *
 * A module calls another module through this container (its service), never through the other
 * module's repository.
 */
export interface Services {
  /** Where uploaded files live (local folder or object storage). */
  files: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
