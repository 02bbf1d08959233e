import '../cvs.css';
import '@/shared/ui/form.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LIMITS } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { useSession } from '@/shared/lib/session.ts';
import { PleaseLoginPanel } from '@/shared/ui/panels.tsx';
import { useCvFiles } from '../api/get-cv-files.ts';
import { CvFileCard } from './cv-file-card.tsx';
import { GenerateCv } from './generate-cv.tsx';
import { paths } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

/**
 * The CV files (`/cv?tab=1`, `/cv-file`): the card of each file, the add button while there is
 * room (one CV file is kept, spec §5), and the generated CV.
 */
export function CvFiles({ generate = true }: { generate?: boolean }) {
  const { t } = useTranslation('cvs');
  const { isLoggedIn } = useSession();
  const files = useCvFiles(isLoggedIn);
  if (!isLoggedIn) return <PleaseLoginPanel />;
  if (files.isPending) return <div className="vaga-page-loading" aria-busy="true" />;
  if (files.isError) {
    const status = isApiError(files.error) ? files.error.status : 0;
    if (status === 401) return <PleaseLoginPanel />;
    return (
      <section className="vaga-panel" aria-labelledby="cv-files-failed">
        <h2 id="cv-files-failed" className="vaga-panel__title">
          {status === 403 ? t('list.notResident') : t('list.failed')}
        </h2>
        {status === 403 ? null : (
          <Button onClick={() => void files.refetch()}>{t('actions.retry')}</Button>
        )}
      </section>
    );
  }
  const list = files.data;
  return (
    <div className="vaga-page">
      <section aria-labelledby="cv-files-title">
        <h2 id="cv-files-title" className="vaga-section-title">
          {t('list.title')}
        </h2>
        {list.length === 0 ? <p className="vaga-panel__text">{t('list.empty')}</p> : null}
        {list.map((file) => (
          <CvFileCard key={file.cvUid} file={file} />
        ))}
        {list.length < LIMITS.cvFilesPerSeeker ? (
          <ButtonLink variant="primary" to={paths.fileMethod}>
            {t('actions.add')}
          </ButtonLink>
        ) : (
          <p className="vaga-field__hint">{t('list.onlyOne')}</p>
        )}
      </section>
      {generate ? <GenerateCv /> : null}
    </div>
  );
}
