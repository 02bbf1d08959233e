import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { CREATE_RESUME_PATH } from '../paths.ts';
import { useUnderAge } from '@/shared/api/account-profile.ts';
import { ButtonLink } from '@/shared/ui/button.tsx';

// The age panel carries the error catalogue's texts: loaded only for someone under 16, so the
// pages that show this panel (and the first screen's gate) do not carry the catalogue.
const UnderAgePanel = lazy(() =>
  import('./under-age-panel.tsx').then((module) => ({ default: module.UnderAgePanel })),
);

interface CreateResumeFirstPanelProps {
  /** Why this page needs the resume; the general reason when left out. */
  description?: string;
  /** Announced at once (an answer to a tap), not only a page's content. */
  alert?: boolean;
}

/**
 * "Create your resume first" (spec §2 JOBSEEK_SERVICE, §6): every page that needs a job-seeking
 * profile the person does not have shows this one panel, which leads to the one place the
 * resume is created; someone under 16 sees the age limit instead.
 */
export function CreateResumeFirstPanel({
  description,
  alert = false,
}: CreateResumeFirstPanelProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  // Under 16 no resume can be made: the age limit is what the person hears, not "create".
  if (useUnderAge())
    return (
      <Suspense fallback={null}>
        <UnderAgePanel />
      </Suspense>
    );
  return (
    <section className="vaga-panel" aria-labelledby={titleId} role={alert ? 'alert' : undefined}>
      <h2 id={titleId} className="vaga-panel__title">
        {t('panels.createResumeFirst.title')}
      </h2>
      <p className="vaga-panel__text">{description ?? t('panels.createResumeFirst.description')}</p>
      <ButtonLink variant="primary" to={CREATE_RESUME_PATH}>
        {t('panels.createResumeFirst.action')}
      </ButtonLink>
    </section>
  );
}
