import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  jobSeekResultName,
  JOB_SEEK_RESULTS,
  JOB_SEEK_TEXT_MAX,
  type JobSeekResultId,
} from '@vaga/contract';
import { currentLocale } from '@/shared/lib/locale.ts';
import { useCloseJobSeek } from '../api/jobseek-actions.ts';
import { checkClose } from '../lib/jobseek-form-checks.ts';
import { fieldErrorText } from '@/shared/ui/fields/field-error-text.ts';
import { TextAreaField } from '@/shared/ui/fields/form-field.tsx';
import { ChoiceList } from '@/shared/ui/fields/choices.tsx';
import { Field } from '@/shared/ui/fields/field.tsx';
import { StaffDecisionForm } from '@/shared/console/staff-decision-form.tsx';

const RESULT_IDS = Object.values(JOB_SEEK_RESULTS) as JobSeekResultId[];

interface CloseValues {
  jobSeekResultId: JobSeekResultId | undefined;
  detailsRemark: string;
  cardRemark: string;
}

/** Closes a registration with its result: it becomes completed, with the remarks on the record. */
export function CloseForm({ jobSeekId }: { jobSeekId: string }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  const close = useCloseJobSeek(jobSeekId);
  const locale = currentLocale();
  return (
    <StaffDecisionForm<CloseValues>
      title={t('close.title')}
      submitLabel={t('close.submit')}
      pending={close.isPending}
      initial={{ jobSeekResultId: undefined, detailsRemark: '', cardRemark: '' }}
      check={checkClose}
      send={({ jobSeekResultId, detailsRemark, cardRemark }) => {
        if (jobSeekResultId === undefined) return;
        close.mutate({
          jobSeekResultId,
          detailsRemark: detailsRemark.trim(),
          cardRemark: cardRemark.trim(),
        });
      }}
    >
      {({ values, errors, set }) => (
        <>
          <Field
            group
            required
            label={t('close.result')}
            error={fieldErrorText(errors.jobSeekResultId)}
          >
            {() => (
              <ChoiceList
                type="radio"
                name={`close-result-${jobSeekId}`}
                choices={RESULT_IDS.map((id) => ({
                  value: id,
                  label: jobSeekResultName(id, locale),
                }))}
                isChosen={(id) => values.jobSeekResultId === id}
                onToggle={(id) => set('jobSeekResultId', id as JobSeekResultId)}
              />
            )}
          </Field>
          <TextAreaField
            label={t('close.detailsRemark')}
            error={errors.detailsRemark}
            rows={3}
            maxLength={JOB_SEEK_TEXT_MAX.detailsRemark}
            value={values.detailsRemark}
            onChange={(text) => set('detailsRemark', text)}
          />
          <TextAreaField
            label={t('close.cardRemark')}
            error={errors.cardRemark}
            rows={2}
            maxLength={JOB_SEEK_TEXT_MAX.cardRemark}
            value={values.cardRemark}
            onChange={(text) => set('cardRemark', text)}
          />
        </>
      )}
    </StaffDecisionForm>
  );
}
