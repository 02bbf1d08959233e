import type { Services } from '../src/platform/services.ts';
import { median } from './bench-util.ts';

/** The domains' statistics services the staff figures are composed of. */
const SOURCES = [
  'jobOfferStatistics',
  'jobMatchStatistics',
  'notificationStatistics',
  'profileStatistics',
  'savedSearchStatistics',
  'jobSeekStatistics',
  'unemploymentStatistics',
  'eventStatistics',
] as const;

/**
 * Times every call of the statistics' sources (each method of each domain's statistics service,
 * wrapped on the instance the statistics service reads). The parts run at once, so each time is
 * the part's wall time beside the others, not its cost alone.
 */
export class PartTimes {
  private readonly times = new Map<string, number[]>();

  constructor(services: Services) {
    for (const name of SOURCES) {
      const service = services[name] as unknown as Record<string, unknown>;
      for (const key of Object.getOwnPropertyNames(Object.getPrototypeOf(service))) {
        const method = service[key];
        if (key === 'constructor' || typeof method !== 'function') continue;
        service[key] = async (...args: unknown[]) => {
          const t0 = performance.now();
          try {
            return (await method.apply(service, args)) as unknown;
          } finally {
            const part = `${name}.${key}`;
            this.times.set(part, [...(this.times.get(part) ?? []), performance.now() - t0]);
          }
        };
      }
    }
  }

  /** Forgets the times so far (before a case). */
  clear(): void {
    this.times.clear();
  }

  /** Each part's median and largest time since `clear`, the slowest first. */
  summary(): string {
    return [...this.times]
      .map(([part, times]) => ({ part, p50: median(times), max: Math.max(...times) }))
      .sort((a, b) => b.p50 - a.p50)
      .map((t) => `  ${t.part}: p50 ${t.p50.toFixed(1)} ms, max ${t.max.toFixed(1)} ms`)
      .join('\n');
  }
}
