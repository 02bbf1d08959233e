import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@vaga/contract';
import { useBanners } from '../api/get-service-home.ts';

function BannerContent({ banner }: { banner: Banner }) {
  return (
    <>
      <img
        className="vaga-banner__image"
        src={banner.imageUrl}
        alt=""
        loading="lazy"
        width={320}
        height={120}
      />
      <span className="vaga-banner__title">{banner.title}</span>
    </>
  );
}

/** The home banners (GET v1/banners): app pages open inside the app, other links in a new tab. */
export function Banners() {
  const { t } = useTranslation('jobsearch');
  const banners = useBanners();
  if (!banners.data || banners.data.length === 0) return null;
  return (
    <nav className="vaga-banners" aria-label={t('menu.banners')}>
      <ul className="vaga-banners__list">
        {banners.data.map((banner) => (
          <li key={banner.id} className="vaga-banner">
            {banner.linkUrl.startsWith('/') && !banner.linkUrl.startsWith('//') ? (
              <Link className="vaga-banner__link" to={banner.linkUrl}>
                <BannerContent banner={banner} />
              </Link>
            ) : (
              <a
                className="vaga-banner__link"
                href={banner.linkUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <BannerContent banner={banner} />
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
