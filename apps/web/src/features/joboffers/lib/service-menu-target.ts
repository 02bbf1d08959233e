import type { ServiceMenu } from '@vaga/contract';

/** Where a service menu entry leads (spec §2 "Service menu entries"). */
export type MenuTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'referral' }
  | { kind: 'none' };

const query = (values: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(values).map(([key, value]) => [key, String(value)]),
  ).toString();

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
      return { kind: 'route', to: '/job-service?type=local' };
    case 'INDUSTRY_EVENT':
      return { kind: 'route', to: `/match-kinds?${query({ typeEventId: 1 })}` };
    case 'LEISURE_EVENT_ODE':
      if (entry.eventId !== null) {
        const params = query({ type: 'event', eventId: entry.eventId, eventName: entry.name });
        return entry.eventCatalogType === 1
          ? { kind: 'route', to: `/job-service/job-list?${params}` }
          : { kind: 'route', to: `/job-service?${params}` };
      }
      return entry.redirectUrl ? { kind: 'external', href: entry.redirectUrl } : { kind: 'none' };
    case 'LEISURE_EVENT':
    case 'GRAND_EVENT':
      return entry.eventId !== null
        ? { kind: 'route', to: `/match-index?${query({ eventId: entry.eventId })}` }
        : { kind: 'route', to: '/match-kinds' };
    case 'RECOMMAND_VACANCY':
      return { kind: 'route', to: '/recommend-list' };
    case 'JOBSEEK_SERVICE':
      return { kind: 'referral' };
    default:
      return { kind: 'none' };
  }
}
