import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { JOB_MATCH_RESULTS, JOB_MATCH_TEXT_MAX, type JobMatchResult } from '@vaga/contract';
import { useRecordResult } from '../api/match-actions.ts';
import { checkResult } from '@/shared/lib/console-form-checks.ts';
import { fieldErrorText } from '@/shared/ui/fields/field-error-text.ts';
import { TextAreaField } from '@/shared/ui/fields/form-field.tsx';
import { ChoiceList } from '@/shared/ui/fields/choices.tsx';
import { Field } from '@/shared/ui/fields/field.tsx';
import { StaffDecisionForm } from '@/shared/console/staff-decision-form.tsx';

interface ResultValues {
  result: JobMatchResult | undefined;
  remark: string;
}

/** Records the result after the interview: hired, not hired or absent. */
export function ResultForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const record = useRecordResult(matchId);
  return (
    <StaffDecisionForm<ResultValues>
      title={t('result.title')}
      submitLabel={t('result.submit')}
      primary
      pending={record.isPending}
      initial={{ result: undefined, remark: '' }}
      check={checkResult}
      send={({ result, remark }) => {
        if (result) record.mutate({ result, remark });
      }}
    >
      {({ values, errors, set }) => (
        <>
          <Field group required label={t('result.result')} error={fieldErrorText(errors.result)}>
            {() => (
              <ChoiceList
                type="radio"
                name={`result-${matchId}`}
                choices={JOB_MATCH_RESULTS.map((name, index) => ({
                  value: index,
                  label: t(`results.${name}`),
                }))}
                isChosen={(index) => values.result === JOB_MATCH_RESULTS[index]}
                onToggle={(index) => set('result', JOB_MATCH_RESULTS[index])}
              />
            )}
          </Field>
          <TextAreaField
            label={t('result.remark')}
            error={errors.remark}
            rows={2}
            maxLength={JOB_MATCH_TEXT_MAX.remark}
            value={values.remark}
            onChange={(text) => set('remark', text)}
          />
        </>
      )}
    </StaffDecisionForm>
  );
}
