import './illustrate-page.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { VersionFooter } from '../../shared/ui/version-footer.tsx';

interface Notice {
  title: string;
  body: string[];
}

/** /illustrate: the three usage notices (spec §2) and the build version. */
export function IllustratePage() {
  const { t } = useTranslation('illustrate');
  const notices = t('notices', { returnObjects: true }) as Notice[];
  return (
    <article className="vaga-illustrate">
      {notices.map((notice) => (
        <section key={notice.title} className="vaga-card" aria-label={notice.title}>
          <h2 className="vaga-card__title">{notice.title}</h2>
          {notice.body.map((paragraph) => (
            <p key={paragraph} className="vaga-illustrate__text">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <VersionFooter />
    </article>
  );
}
