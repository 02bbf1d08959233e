/** Addresses of the staff's event pages and the employer's event bookings. */
export function eventsPath(search = ''): string {
  return `/staff/events${search ? `?${search}` : ''}`;
}

export const newEventPath = () => '/staff/events/new';

export function eventPath(id: number | string): string {
  return `/staff/events/${encodeURIComponent(String(id))}`;
}

export function eventCheckinPath(id: number | string): string {
  return `${eventPath(id)}/checkin`;
}

export function eventBookingsPath(search = ''): string {
  return `/employer/event-bookings${search ? `?${search}` : ''}`;
}
