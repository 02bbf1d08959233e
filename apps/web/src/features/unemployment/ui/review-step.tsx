import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  unemploymentReasonName,
  UNEMPLOYMENT_REASONS,
  type References,
  type UnemploymentAttachment,
  type UnemploymentReasonId,
} from '@vaga/contract';
import { formatSalary } from '@/shared/lib/format.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import type { UnemploymentValues } from '../lib/form-values.ts';
import { AttachmentList } from './attachment-list.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface ReviewStepProps {
  values: UnemploymentValues;
  attachments: UnemploymentAttachment[];
  references: References;
  busy: boolean;
  onChange: (step: 0 | 1) => void;
  onSubmit: () => void;
}

function Row({ label, value, change }: { label: string; value: ReactNode; change: ReactNode }) {
  return (
    <div className="vaga-unemployment__answer">
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        {change}
      </dd>
    </div>
  );
}

/** Step 3: every answer and file, each with a way back to its step, then the submission. */
export function ReviewStep({
  values,
  attachments,
  references,
  busy,
  onChange,
  onSubmit,
}: ReviewStepProps) {
  const { t } = useTranslation('unemployment');
  const locale = currentLocale();
  const none = t('review.none');
  const optionName = (type: 'JOBTITLE' | 'SALARYTYPE', id: number | null) =>
    id == null ? null : (references[type]?.find((o) => o.id === id)?.name ?? String(id));
  const reason =
    values.resignedReasonId == null
      ? null
      : Object.values<number>(UNEMPLOYMENT_REASONS).includes(values.resignedReasonId)
        ? unemploymentReasonName(values.resignedReasonId as UnemploymentReasonId, locale)
        : String(values.resignedReasonId);
  const job = [optionName('JOBTITLE', values.typeJobTitleId), values.textJobTitle.trim()]
    .filter(Boolean)
    .join(' · ');
  const salaryType = optionName('SALARYTYPE', values.lastEmployJobSalaryTypeId);
  const amount = values.lastEmployJobSalaryAmount.trim();
  const salary = amount ? formatSalary(Number(amount), salaryType) : null;
  const change = (step: 0 | 1, what: string) => (
    <Button variant="link" onClick={() => onChange(step)}>
      {t('review.change', { what })}
    </Button>
  );
  const details: [string, string | null][] = [
    [
      t('fields.resignedDate'),
      values.resignedDate ? values.resignedDate.replaceAll('-', '/') : null,
    ],
    [t('fields.lastEmployCompanyName'), values.lastEmployCompanyName.trim() || null],
    [t('review.latestJob'), job || null],
    [t('fields.resignedReasonId'), reason],
    ...(values.otherResignedReason.trim() && values.resignedReasonId === UNEMPLOYMENT_REASONS.other
      ? [[t('fields.otherResignedReason'), values.otherResignedReason.trim()] as [string, string]]
      : []),
    [t('review.salary'), salary],
  ];
  const kinds = [
    ['separation', t('files.separation')],
    ['proof', t('files.proof')],
  ] as const;
  return (
    <section className="vaga-form" aria-labelledby="unemployment-review-title">
      <h2 id="unemployment-review-title" className="vaga-form__title">
        {t('steps.review')}
      </h2>
      <p className="vaga-form__intro">{t('review.intro')}</p>
      <dl className="vaga-card vaga-unemployment__answers">
        {details.map(([label, value]) => (
          <Row key={label} label={label} value={value ?? none} change={change(0, label)} />
        ))}
      </dl>
      {kinds.map(([kind, title]) => (
        <section key={kind} className="vaga-card" aria-label={title}>
          <h3 className="vaga-form__subtitle">{title}</h3>
          <AttachmentList attachments={attachments.filter((file) => file.kind === kind)} />
          {change(1, title)}
        </section>
      ))}
      <div className="vaga-form__actions">
        <Button variant="primary" disabled={busy} onClick={onSubmit}>
          {t('actions.submit')}
        </Button>
      </div>
    </section>
  );
}
