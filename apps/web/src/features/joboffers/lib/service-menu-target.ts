import type { ServiceMenu } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';

/** Where a service menu entry leads (spec §2 "Service menu entries"). */
export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'referral' }
  | { kind: 'none' };

/**
 * LOCAL_VACANCY → the job classes; INDUSTRY_EVENT → the industry matching sessions;
 * LEISURE_EVENT_ODE → with an event, catalog type 1 → its job list, 2 or 3 → its job classes,
 * else its link; LEISURE_EVENT and GRAND_EVENT → the event's match index (the event list while
 * none is current); RECOMMAND_VACANCY → the recommendations; JOBSEEK_SERVICE → referral info,
 * decided when tapped.
 */
export function menuTarget(entry: ServiceMenu): MenuTarget {
  switch (entry.serviceMenu) {
    case 'LOCAL_VACANCY':
      return { kind: 'route', to: paths.jobService({ type: 'local' }) };
    case 'INDUSTRY_EVENT':
      return { kind: 'route', to: paths.matchKinds(1) };
    case 'LEISURE_EVENT_ODE':
      if (entry.eventId !== null) {
        const event = { type: 'event', eventId: entry.eventId, eventName: entry.name } as const;
        return entry.eventCatalogType === 1
          ? { kind: 'route', to: paths.jobList(event) }
          : { kind: 'route', to: paths.jobService(event) };
      }
      return entry.redirectUrl ? { kind: 'external', href: entry.redirectUrl } : { kind: 'none' };
    case 'LEISURE_EVENT':
    case 'GRAND_EVENT':
      return entry.eventId !== null
        ? { kind: 'route', to: paths.matchIndex(entry.eventId) }
        : { kind: 'route', to: paths.matchKinds() };
    case 'RECOMMAND_VACANCY':
      return { kind: 'route', to: paths.recommendList };
    case 'JOBSEEK_SERVICE':
      return { kind: 'referral' };
    default:
      return { kind: 'none' };
  }
}
