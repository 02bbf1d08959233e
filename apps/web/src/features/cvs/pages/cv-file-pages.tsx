import '../cvs.css';
import '@/shared/ui/form.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/shared/lib/api-error.ts';
import { errorText } from '@/shared/lib/error-text.ts';
import { pickFile } from '@/shared/lib/bridge/bridge-files.ts';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useCvFiles } from '../api/get-cv-files.ts';
import { getCvFileBytes } from '../api/get-cv-file-bytes.ts';
import { useUploadCvFile } from '../api/upload-cv-file.ts';
import { CvFiles } from '../ui/cv-files.tsx';
import { useCvDownload } from '../ui/use-cv-download.ts';
import { baseName, checkCvFile, CV_EXTENSIONS } from '../lib/check-file.ts';
import { paths } from '@/shared/paths.ts';
import { LIMITS } from '@vaga/contract';
import { Button } from '@/shared/ui/button.tsx';
import { TitledForm } from '@/shared/ui/titled-form.tsx';
import { PageLoadState } from '@/shared/ui/load-state.tsx';

/** `/cv-file`: the CV files. */
export function CvFilePage() {
  return <CvFiles />;
}

/** `/cv-file/browse`: the files already uploaded, to look at or download. */
export function BrowsePage() {
  return <CvFiles generate={false} />;
}

/** `/cv-file/file-method`: how to add a CV — a file from this device (or the app), or a generated one. */
export function FileMethodPage() {
  const { t } = useTranslation('cvs');
  return (
    <div className="vaga-page">
      <h2 className="vaga-section-title">{t('method.title')}</h2>
      <nav className="vaga-method" aria-label={t('method.title')}>
        <Link className="vaga-card vaga-method__item" to={paths.fileUpload}>
          <strong>{t('method.upload')}</strong>
          <span>{t('method.uploadText', { megabytes: LIMITS.cvMaxMegabytes })}</span>
        </Link>
        <Link className="vaga-card vaga-method__item" to={paths.cvTab(1)}>
          <strong>{t('method.generate')}</strong>
          <span>{t('method.generateText')}</span>
        </Link>
      </nav>
    </div>
  );
}

/** `/cv-file/upload`: pick a file, check it, name it, send it with progress. */
export function UploadPage() {
  const { t } = useTranslation('cvs');
  const navigate = useNavigate();
  const existing = useCvFiles();
  const upload = useUploadCvFile();
  const [file, setFile] = useState<File | null>(null);
  const [cvName, setCvName] = useState('');
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const locale = currentLocale();

  const choose = async () => {
    let picked: File | null = null;
    try {
      picked = await pickFile({ extensions: CV_EXTENSIONS });
    } catch {
      return; // the bridge showed why
    }
    if (!picked) return;
    const problem = checkCvFile(picked);
    setError(problem ? errorText(problem.code, locale, problem.args) : '');
    setFile(problem ? null : picked);
    if (!problem) setCvName(baseName(picked.name));
  };

  const send = () => {
    if (!file) {
      setError(t('upload.noFile'));
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, cvName: cvName.trim() || baseName(file.name), onProgress: setProgress },
      {
        onSuccess: () => void navigate(paths.cvTab(1), { replace: true }),
        onError: (failure) => {
          setProgress(null);
          if (isApiError(failure)) setError(errorText(failure.code, locale, failure.errorArgs));
          else showErrorToast(failure);
        },
      },
    );
  };

  if (existing.data && existing.data.length > 0) {
    return <LinkPanel title={t('list.onlyOne')} action={t('actions.back')} to={paths.cvTab(1)} />;
  }
  return (
    <div className="vaga-page">
      <TitledForm titleId="upload-title" title={t('upload.title')} onSubmit={send}>
        <p className="vaga-field__hint" id="upload-accepted">
          {t('upload.accepted', { megabytes: LIMITS.cvMaxMegabytes })}
        </p>
        <div className="vaga-field">
          <Button aria-describedby="upload-accepted" onClick={() => void choose()}>
            {t('upload.choose')}
          </Button>
          {file ? (
            <p className="vaga-upload__file">{t('upload.chosen', { name: file.name })}</p>
          ) : null}
          {error ? (
            <p className="vaga-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="vaga-field">
          <label className="vaga-field__label" htmlFor="upload-cv-name">
            {t('card.cvName')}
          </label>
          <input
            id="upload-cv-name"
            className="vaga-field__input"
            maxLength={100}
            value={cvName}
            onChange={(e) => setCvName(e.target.value)}
          />
        </div>
        {progress !== null ? (
          <div className="vaga-upload__progress">
            <progress max={100} value={progress} aria-label={t('upload.progress')} />
            <span>{t('upload.percent', { percent: progress })}</span>
          </div>
        ) : null}
        <div className="vaga-form__actions">
          <Button type="submit" variant="primary" disabled={upload.isPending}>
            {t('upload.send')}
          </Button>
        </div>
      </TitledForm>
    </div>
  );
}

/** `/cv-file/preview?cvUid=`: a PDF shown in the page; other types offered for download. */
export function PreviewPage() {
  const { t } = useTranslation('cvs');
  const [params] = useSearchParams();
  const cvUid = params.get('cvUid') ?? '';
  const files = useCvFiles();
  const file = files.data?.find((f) => f.cvUid === cvUid);
  const { download, busy } = useCvDownload();
  const [url, setUrl] = useState<string | null>(null);
  const isPdf = file?.fileType === 'pdf';
  useEffect(() => {
    if (!isPdf) return undefined;
    const controller = new AbortController();
    let created: string | null = null;
    getCvFileBytes(cvUid, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(created);
      })
      .catch((error: unknown) => {
        if (!isApiError(error) || !error.cancelled) setUrl(null);
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [cvUid, isPdf]);
  if (!files.data)
    return <PageLoadState error={files.error} onRetry={() => void files.refetch()} />;
  if (!file) {
    return (
      <LinkPanel title={t('preview.missing')} action={t('actions.back')} to={paths.cvTab(1)} />
    );
  }
  return (
    <div className="vaga-page">
      <h2 className="vaga-section-title">{file.cvName}</h2>
      {isPdf ? (
        url ? (
          <iframe
            className="vaga-preview__frame"
            src={url}
            title={t('preview.frame', { name: file.uploadFileName })}
          />
        ) : (
          <div className="vaga-page-loading" aria-busy="true" />
        )
      ) : (
        <p className="vaga-panel__text">{t('preview.notPdf')}</p>
      )}
      <div className="vaga-form__actions">
        <Button variant="primary" disabled={busy} onClick={() => void download(file)}>
          {t('actions.download')}
        </Button>
      </div>
    </div>
  );
}
