import '@/shared/ui/form.css';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Toast from 'antd-mobile/es/components/toast';
import { REPORT_LIMITS, REPORT_REASONS, validationText, type ReportReason } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useReportJobOffer } from '../api/report-job-offer.ts';
import { checkReport } from '../lib/report-checks.ts';
import './job-search.css';
import { Button } from '@/shared/ui/button.tsx';
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
  const locale = currentLocale();
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
        <fieldset
          className={errors.reason ? 'vaga-field vaga-field--invalid' : 'vaga-field'}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        >
          <legend className="vaga-field__label">{t('report.reason')}</legend>
          <div className="vaga-report__reasons">
            {REPORT_REASONS.map((value) => (
              <label key={value} className="vaga-field__choice">
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => update({ reason: value })}
                />
                {t(`report.reasons.${value}`)}
              </label>
            ))}
          </div>
          {errors.reason ? (
            <p id={`${id}-reason-error`} className="vaga-field__error" role="alert">
              {validationText(errors.reason, locale)}
            </p>
          ) : null}
        </fieldset>
        <div className={errors.text ? 'vaga-field vaga-field--invalid' : 'vaga-field'}>
          <label className="vaga-field__label" htmlFor={`${id}-text`}>
            {reason === 'OTHER' ? t('report.textRequired') : t('report.text')}
          </label>
          <textarea
            id={`${id}-text`}
            className="vaga-field__input"
            rows={4}
            value={text}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${id}-count${errors.text ? ` ${id}-text-error` : ''}`}
            onChange={(event) => update({ text: event.target.value })}
          />
          <p id={`${id}-count`} className="vaga-field__hint">
            {t('report.length', { used: text.length, max: REPORT_LIMITS.textMax })}
          </p>
          {errors.text ? (
            <p id={`${id}-text-error`} className="vaga-field__error" role="alert">
              {validationText(errors.text, locale)}
            </p>
          ) : null}
        </div>
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
