import '@/shared/ui/form.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Toast from 'antd-mobile/es/components/toast';
import { REPORT_LIMITS, REPORT_REASONS, type ReportReason } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { useReportJobOffer } from '../api/report-job-offer.ts';
import { checkReport } from '../lib/report-checks.ts';
import './job-search.css';
import { Button } from '@/shared/ui/button.tsx';
import { ChoiceList } from '@/shared/ui/fields/choices.tsx';
import { FormField, TextAreaField } from '@/shared/ui/fields/form-field.tsx';
import { Sheet } from '@/shared/ui/sheet.tsx';

/** The refusals after which the form has nothing more to do (the toast says why). */
const FINAL_CODES = [
  'BE_JOBOFFER_ALREADY_REPORTED',
  'BE_JOBOFFER_REPORTS_ENOUGH',
  'BE_JOBOFFER_REPORT_LIMIT',
  'BE_JOBOFFER_INVALID',
  'NOT_FOUND',
];

/**
 * The report of a vacancy, over its detail: a reason (asks for money, misleading salary, not a
 * real job, discriminatory, other) and a text, required for "other", at most
 * REPORT_LIMITS.textMax characters. Sent, it thanks the reporter and closes; Escape or Cancel
 * closes it.
 */
export function ReportVacancySheet({
  jobOfferId,
  onClose,
}: {
  jobOfferId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('joboffers');
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const report = useReportJobOffer(jobOfferId);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  const update = (next: { reason?: ReportReason; text?: string }) => {
    const draft = { reason: next.reason ?? reason, text: next.text ?? text };
    if (next.reason) setReason(next.reason);
    if (next.text !== undefined) setText(next.text);
    if (checked) setErrors(checkReport(draft));
  };

  const send = () => {
    const found = checkReport({ reason, text });
    setErrors(found);
    setChecked(true);
    if (Object.keys(found).length > 0 || reason === null) return;
    report.mutate(
      { reason, text: text.trim() },
      {
        onSuccess: () => {
          Toast.show({ content: t('report.thanks'), position: 'center', duration: 3000 });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && FINAL_CODES.includes(error.code)) onClose();
        },
      },
    );
  };

  return createPortal(
    // The detail under this form closes on Escape too: only this form closes.
    <Sheet labelledBy={`${id}-title`} onClose={onClose} stopEscape className="vaga-report">
      <form
        className="vaga-form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className="vaga-form__subtitle">
          {t('report.title')}
        </h2>
        <p className="vaga-field__hint">{t('report.intro')}</p>
        <FormField group label={t('report.reason')} error={errors.reason}>
          {({ id: fieldId }) => (
            <ChoiceList
              type="radio"
              column
              name={`${fieldId}-reason`}
              choices={REPORT_REASONS.map((value) => ({
                value,
                label: t(`report.reasons.${value}`),
              }))}
              isChosen={(value) => reason === value}
              onToggle={(value) => update({ reason: value })}
            />
          )}
        </FormField>
        <TextAreaField
          label={reason === 'OTHER' ? t('report.textRequired') : t('report.text')}
          error={errors.text}
          note={t('report.length', { used: text.length, count: REPORT_LIMITS.textMax })}
          rows={4}
          value={text}
          onChange={(next) => update({ text: next })}
        />
        <div className="vaga-form__actions">
          <Button onClick={onClose}>{t('report.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={report.isPending}>
            {t('report.submit')}
          </Button>
        </div>
      </form>
    </Sheet>,
    document.body,
  );
}
