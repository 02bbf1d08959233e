/**
 * The change-feed topic of events (platform/change-feed.ts): bumped by every write that changes
 * what the public event answers show — an event created or edited, its registration opened or
 * closed, a session added or changed, a seat taken by a registration.
 */
export const EVENTS_TOPIC = 'events';
