import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { unemploymentFileKindName, type UnemploymentAttachment } from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { formatFileSize } from '@/shared/lib/format.ts';
import { UnemploymentFileList } from './unemployment-file-list.tsx';

/** The form's files: the separation documents and the other proof, with the registration's total. */
export function UnemploymentFiles({
  registrationId,
  separation,
  proof,
  totalBytes,
  maxTotalBytes,
}: {
  registrationId: string;
  separation: UnemploymentAttachment[];
  proof: UnemploymentAttachment[];
  totalBytes: number;
  maxTotalBytes: number;
}) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  const locale = currentLocale();
  const groups = [
    { kind: 'separation', files: separation },
    { kind: 'proof', files: proof },
  ] as const;
  return (
    <section className="vaga-console-match__section" aria-labelledby="unemployment-files">
      <h3 id="unemployment-files">{t('unemployment.files.title')}</h3>
      <p className="vaga-console-match__muted">
        {t('unemployment.files.total', {
          total: formatFileSize(totalBytes),
          max: formatFileSize(maxTotalBytes),
        })}
      </p>
      {groups.map(({ kind, files }) => (
        <div key={kind} className="vaga-console-match__section">
          <h4>{unemploymentFileKindName(kind, locale)}</h4>
          <UnemploymentFileList
            registrationId={registrationId}
            files={files}
            label={unemploymentFileKindName(kind, locale)}
          />
        </div>
      ))}
    </section>
  );
}
