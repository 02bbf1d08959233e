import { useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useReferJobSeek } from '../api/jobseek-actions.ts';
import { checkRefer } from '../lib/jobseek-form-checks.ts';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { TextAreaField } from '@/shared/ui/fields/form-field.tsx';
import { requiredBySchema } from '@/shared/lib/required-fields.ts';
import { ReferJobSeekSchema } from '@vaga/contract';
import { ReferralOfferPicker, type ChosenOffer } from './referral-offer-picker.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** Which of its fields a referral must have, marked on their labels. */
const REQUIRED = requiredBySchema(ReferJobSeekSchema);

/** The message's length, as ReferJobSeekSchema allows it. */
const CONTENT_MAX = 500;

/**
 * Refers the seeker of a valid registration to 1–10 vacancies: each becomes an interview request
 * the employer answers. The message goes with every one of them.
 */
export function ReferForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const refer = useReferJobSeek(jobSeekId);
  const [chosen, setChosen] = useState<ChosenOffer[]>([]);
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const valueOf = (offers: ChosenOffer[]) => ({
    jobOfferIds: offers.map((offer) => offer.id),
    content,
  });
  return (
    <form
      className="vaga-form"
      aria-label={t('refer.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = valueOf(chosen);
        const found = checkRefer(value);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        refer.mutate(
          { ...value, content: content.trim() },
          {
            onSuccess: () => {
              setChosen([]);
              setContent('');
            },
          },
        );
      }}
    >
      <h3 className="vaga-form__subtitle">{t('refer.title')}</h3>
      <ReferralOfferPicker
        chosen={chosen}
        error={errors.jobOfferIds}
        required={REQUIRED('jobOfferIds')}
        onChange={(next) => {
          setChosen(next);
          if (errors.jobOfferIds) setErrors(checkRefer(valueOf(next)));
        }}
      />
      <TextAreaField
        label={t('refer.content')}
        error={errors.content}
        required={REQUIRED('content')}
        rows={3}
        maxLength={CONTENT_MAX}
        value={content}
        onChange={(text) => setContent(text)}
      />
      <div className="vaga-form__actions">
        <Button type="submit" variant="primary" disabled={refer.isPending}>
          {t('refer.submit', { count: chosen.length })}
        </Button>
      </div>
    </form>
  );
}
