import { LIMITS } from '@vaga/contract';

/** A page's code did not arrive in time (spec §9: chunk load timeout). */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The page's code did not load within ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * The loading of a page's code, failed after `timeoutMs` (spec §9: 120 s) instead of waiting
 * forever on a stalled network; the route's error screen then offers to try again.
 */
export function loadWithinTime<T>(
  load: Promise<T>,
  timeoutMs: number = LIMITS.chunkLoadTimeoutMs,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
