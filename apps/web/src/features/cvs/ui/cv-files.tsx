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
import { ButtonLink } from '@/shared/ui/button.tsx';
import { LoadState, PageLoadState } from '@/shared/ui/load-state.tsx';

/**
 * The CV files (`/cv?tab=1`, `/cv-file`): the card of each file, the add button while there is
 * room (one CV file is kept, spec §5), and the generated CV.
 */
export function CvFiles({ generate = true }: { generate?: boolean }) {
  const { t } = useTranslation('cvs');
  const { isLoggedIn } = useSession();
  const files = useCvFiles(isLoggedIn);
  if (!isLoggedIn) return <PleaseLoginPanel />;
  const status = isApiError(files.error) ? files.error.status : 0;
  if (status === 401) return <PleaseLoginPanel />;
  if (status === 403) {
    return (
      <section className="vaga-panel" aria-labelledby="cv-files-failed">
        <h2 id="cv-files-failed" className="vaga-panel__title">
          {t('list.notResident')}
        </h2>
      </section>
    );
  }
  const list = files.data;
  if (!list)
    return (
      <PageLoadState
        error={files.error}
        onRetry={() => void files.refetch()}
        errorText={t('list.failed')}
      />
    );
  return (
    <div className="vaga-page">
      <section aria-labelledby="cv-files-title">
        <h2 id="cv-files-title" className="vaga-section-title">
          {t('list.title')}
        </h2>
        {list.length === 0 ? <LoadState empty emptyText={t('list.empty')} /> : null}
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
