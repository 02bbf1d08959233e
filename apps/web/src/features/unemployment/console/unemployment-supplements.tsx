import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { ConsoleUnemploymentDetail, UnemploymentAttachment } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { UnemploymentFileList } from './unemployment-file-list.tsx';
import { ConsoleRow } from '@/shared/console/console-rows.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';

type Supplement = ConsoleUnemploymentDetail['supplementList'][number];

/** One request: what was asked, by whom and when, and the seeker's answer with its files. */
function Request({
  registrationId,
  supplement,
  files,
}: {
  registrationId: string;
  supplement: Supplement;
  files: UnemploymentAttachment[];
}) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  return (
    <ConsoleRow>
      <span className="vaga-console-match__muted">
        {t('unemployment.supplements.asked', {
          at: formatDateTime(supplement.requestedAt),
          name: supplement.requestedBy,
        })}
      </span>
      <span className="vaga-console-unemployment__text">{supplement.request}</span>
      {supplement.answeredAt === null ? (
        <StatusTag tone="warning">{t('unemployment.supplements.waiting')}</StatusTag>
      ) : (
        <>
          <span className="vaga-console-match__muted">
            {t('unemployment.supplements.answered', { at: formatDateTime(supplement.answeredAt) })}
          </span>
          {supplement.remark ? (
            <span className="vaga-console-unemployment__text">
              {t('unemployment.supplements.remark', { remark: supplement.remark })}
            </span>
          ) : null}
          <UnemploymentFileList
            registrationId={registrationId}
            files={files}
            label={t('unemployment.supplements.files', {
              at: formatDateTime(supplement.answeredAt),
            })}
          />
        </>
      )}
    </ConsoleRow>
  );
}

/** The requests for more documents, oldest first, each with the files that answered it. */
export function UnemploymentSupplements({
  registrationId,
  supplements,
  filesBySupplement,
}: {
  registrationId: string;
  supplements: Supplement[];
  filesBySupplement: Map<number, UnemploymentAttachment[]>;
}) {
  const { t } = useTranslation(['unemployment-console', 'console']);
  if (supplements.length === 0) return null;
  const ordered = [...supplements].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
  return (
    <section className="vaga-console-match__section" aria-labelledby="unemployment-supplements">
      <h3 id="unemployment-supplements">
        {t('unemployment.supplements.title', { count: supplements.length })}
      </h3>
      <ol className="vaga-console-matches__list">
        {ordered.map((supplement) => (
          <Request
            key={supplement.id}
            registrationId={registrationId}
            supplement={supplement}
            files={filesBySupplement.get(supplement.id) ?? []}
          />
        ))}
      </ol>
    </section>
  );
}
