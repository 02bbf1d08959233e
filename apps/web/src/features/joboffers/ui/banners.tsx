import { Link } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { Banner } from '@vaga/contract';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';
import { useBanners } from '../api/get-service-home.ts';

/** The first banner is on the first screen (often its largest element): never lazy, fetched first. */
function BannerContent({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <>
      <img
        className="vaga-banner__image"
        src={banner.imageUrl}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        // React 18 passes the attribute through only in its HTML spelling.
        {...{ fetchpriority: first ? 'high' : 'auto' }}
        decoding={first ? 'sync' : 'async'}
        width={320}
        height={120}
      />
      <span className="vaga-banner__title">{banner.title}</span>
    </>
  );
}

/**
 * The home banners (GET v1/banners): app pages open inside the app, other links in a new tab.
 * While they load, an empty card of a banner's size holds their place.
 */
export function Banners() {
  const { t } = useTranslation('jobsearch');
  const banners = useBanners();
  const strip = useScrollCue<HTMLUListElement>(null);
  if (banners.isPending) {
    return (
      <div className="vaga-banners" aria-busy="true">
        <div className="vaga-banners__list">
          <div className="vaga-banner vaga-banner--placeholder" />
        </div>
      </div>
    );
  }
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <nav className="vaga-banners" aria-label={t('menu.banners')}>
      <ul ref={strip} className="vaga-banners__list">
        {banners.data.map((banner, index) => (
          <li key={banner.id} className="vaga-banner">
            {banner.linkUrl.startsWith('/') && !banner.linkUrl.startsWith('//') ? (
              <Link className="vaga-banner__link" to={banner.linkUrl}>
                <BannerContent banner={banner} first={index === 0} />
              </Link>
            ) : (
              <a
                className="vaga-banner__link"
                href={banner.linkUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <BannerContent banner={banner} first={index === 0} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
