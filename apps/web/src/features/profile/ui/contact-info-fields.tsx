import { LIMITS } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { TextField } from './fields.tsx';

/** Mobile (8-digit Macao), fixed line (8-digit Macao), email. */
export function ContactInfoFields() {
  const { t } = useTranslation('profile');
  return (
    <>
      <TextField
        name="mobileNum"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        label={t('fields.mobileNum')}
        hint={t('fields.phoneHint', { digits: LIMITS.phoneDigits })}
      />
      <TextField
        name="fixedLineNum"
        type="tel"
        inputMode="numeric"
        label={t('fields.fixedLineNum')}
        hint={t('fields.phoneHint', { digits: LIMITS.phoneDigits })}
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('fields.email')}
      />
    </>
  );
}
