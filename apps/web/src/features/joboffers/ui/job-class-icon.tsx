import type { JobClassIcon as IconKey } from '@vaga/contract';
import { Icon } from '@/shared/ui/icon.tsx';

const CIRCLE = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z';

/** Path data of each job-class group's icon, by the key the server answers. */
const ICONS: Record<IconKey, string> = {
  hotel: 'M3 19V6M3 15h18v4M21 15v-3a3 3 0 0 0-3-3h-7v6M5.5 11a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  casino: `${CIRCLE}M8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0M12 3v3M12 18v3M3 12h3M18 12h3`,
  restaurant: 'M6 3v7a2 2 0 0 0 4 0V3M8 12v9M16 21V3c-2 2-3 5-3 8h3',
  shop: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  construction: 'M3 18h18M5 18a7 7 0 0 1 14 0M10 11V7h4v4',
  security: 'M12 3l7 3v5c0 5-3 8-7 10c-4-2-7-5-7-10V6zM9 12l2 2 4-4',
  cleaning: 'M15 3l-3 8M6 12h10l2 9H4zM9 16v5M13 16v5',
  office: 'M3 8h18v11H3zM9 8V5h6v3M3 13h18',
  finance: `${CIRCLE}M15 9h-4a1.5 1.5 0 0 0 0 3h2a1.5 1.5 0 0 1 0 3H9M12 7v2M12 15v2`,
  computer: 'M3 5h18v11H3zM8 20h8M12 16v4',
  medical: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  education: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  transport: 'M5 4h14v13H5zM5 11h14M7 17v3M17 17v3M8 14h.01M16 14h.01',
  building: 'M4 21V5l8-2v18M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  beauty:
    'M3.5 6a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M3.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0M8 7l12 10M8 17L20 7',
  public: 'M3 21h18M4 10h16M12 3l8 5H4zM6 10v9M10 10v9M14 10v9M18 10v9',
  design: 'M4 20l4-1 11-11-3-3L5 16zM14 7l3 3',
  factory: 'M3 21V10l6 4v-4l6 4V5h6v16zM3 21h18',
};
const GENERIC = 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z';

/** The icon of a job-class group; a generic one for a key this version does not know. */
export function JobClassIcon({ icon }: { icon: string }) {
  return (
    <span className="vaga-job-class__icon">
      <Icon d={(ICONS as Record<string, string>)[icon] ?? GENERIC} />
    </span>
  );
}
