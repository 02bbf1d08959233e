import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventBanner } from '@vaga/contract';
import { paths } from '@/shared/paths.ts';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { useEventBanners } from '../api/get-event-banners.ts';

function target(banner: EventBanner): string {
  return paths.matchIndex(banner.eventId);
}

/** The enrolling events' banners above the list (of the kind shown, or all of them). */
export function EventBanners({ typeEventId }: { typeEventId: number | null }) {
  const { t } = useTranslation('events');
  const banners = useEventBanners();
  const strip = useScrollCue<HTMLUListElement>(typeEventId);
  const shown = (banners.data ?? []).filter(
    (banner) => typeEventId === null || banner.typeEventId === typeEventId,
  );
  if (shown.length === 0) return null;
  return (
    <ul ref={strip} className="vaga-event-banners" aria-label={t('banners')}>
      {shown.map((banner) => (
        <li key={banner.eventId}>
          <Link className="vaga-event-banner" to={target(banner)}>
            {banner.imageUrl ? <img src={banner.imageUrl} alt="" width={64} height={64} /> : null}
            <span className="vaga-event-banner__title">{banner.title}</span>
            <span className="vaga-event-banner__subtitle">{banner.subtitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
