import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { CvFile } from '@vaga/contract';

interface CvChoiceProps {
  cvs: readonly CvFile[];
  value: string | null;
  required: boolean;
  onChange: (cvUid: string | null) => void;
}

/** The CV sent with the booking: one of my CV files, or none when the vacancy does not need one. */
export function CvChoice({ cvs, value, required, onChange }: CvChoiceProps) {
  const { t } = useTranslation('events');
  return (
    <fieldset className="vaga-field">
      <legend className="vaga-field__label">{t('appt.cv')}</legend>
      {cvs.map((cv) => (
        <label key={cv.cvUid} className="vaga-event__choice">
          <input
            type="radio"
            name="cvUid"
            checked={value === cv.cvUid}
            onChange={() => onChange(cv.cvUid)}
          />
          <span>
            {cv.cvName} <span className="vaga-event__session-meta">{cv.uploadFileName}</span>
          </span>
        </label>
      ))}
      <label className="vaga-event__choice">
        <input
          type="radio"
          name="cvUid"
          checked={value === null}
          disabled={required}
          onChange={() => onChange(null)}
        />
        <span>{required ? t('appt.noCvRequired') : t('appt.noCv')}</span>
      </label>
      {cvs.length === 0 && <p className="vaga-field__hint">{t('appt.noCvFiles')}</p>}
    </fieldset>
  );
}
