import type { App } from './platform/types.ts';

/** Registers every feature module's routes. */
export async function registerModules(_app: App): Promise<void> {}
