import { describe, expect, it } from 'vitest';
import { ConsoleEventInputSchema } from './events-console.ts';

const event = {
  typeEventId: 1,
  eventCatalogType: 1,
  name: { cn: '招聘會', pt: 'Feira', en: 'Fair' },
  venue: { cn: '場地', pt: 'Local', en: 'Venue' },
  description: { cn: '', pt: '', en: '' },
  startDate: '2026-12-10',
  endDate: '2026-12-10',
  startTime: '10:00',
  endTime: '17:00',
  registerFrom: '2026-12-01',
  registerTo: '2026-12-08',
};

describe('the console event form', () => {
  it('refuses a registration bound that is neither a day nor an instant, without throwing', () => {
    for (const bad of ['x', '2026-02-30', '2026-12-01T25:00:00Z']) {
      const result = ConsoleEventInputSchema.safeParse({ ...event, registerFrom: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['registerFrom']);
    }
  });

  it('refuses a window that ends before it begins, and takes one of a single day', () => {
    const reversed = ConsoleEventInputSchema.safeParse({ ...event, registerTo: '2026-11-30' });
    expect(reversed.error?.issues.map((i) => i.path.join('.'))).toEqual(['registerTo']);
    const oneDay = { ...event, registerTo: event.registerFrom };
    expect(ConsoleEventInputSchema.safeParse(oneDay).success).toBe(true);
  });
});
