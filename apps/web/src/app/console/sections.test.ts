import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES } from '@/shared/paths.ts';
import { CONSOLE_SECTIONS } from './sections.ts';

/** A console's own pages: one segment under its root (`/staff/failed-deliveries`), no `:id`. */
function sectionRoutes(type: 'staff' | 'employer'): string[] {
  const own = new RegExp(`^/${type}/[^/:]+$`);
  return Object.values(CONSOLE_ROUTES).filter((route) => own.test(route));
}

describe('console navigation', () => {
  it.each(['staff', 'employer'] as const)(
    'leads to every %s section page of the route registry',
    (type) => {
      const routes = sectionRoutes(type);
      expect(routes.length).toBeGreaterThan(2);
      const linked = CONSOLE_SECTIONS[type].map((section) => section.path);
      for (const route of routes) expect(linked, route).toContain(route);
    },
  );
});
