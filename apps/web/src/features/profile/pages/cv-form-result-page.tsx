import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';

/** `/cv-form/result`: the resume was saved; on to the resume or to the CV files. */
export function CvFormResultPage() {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  const created = params.get('type') !== 'updated';
  return (
    <section className="vaga-panel" aria-labelledby="cv-form-result" role="status">
      <h2 id="cv-form-result" className="vaga-panel__title">
        {created ? t('result.created') : t('result.updated')}
      </h2>
      <p className="vaga-panel__text">{t('result.text')}</p>
      <ButtonLink variant="primary" to={paths.cvTab(0)}>
        {t('result.toResume')}
      </ButtonLink>
      <Link className="vaga-link" to={paths.cvTab(1)}>
        {t('result.toFiles')}
      </Link>
    </section>
  );
}
