import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { NumberField, OptionField, SelectField, TextField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

/** Work experiences (≤ 9): company, job title, from and to year-month (no end = in service). */
export function ExperienceInfoFields() {
  const { t } = useTranslation('profile');
  return (
    <ListRows
      name="experienceList"
      row={(i) => (
        <>
          <TextField name={`experienceList.${i}.compnayName`} label={t('fields.compnayName')} />
          <OptionField
            name={`experienceList.${i}.typeJobTitleId`}
            label={t('fields.typeJobTitleId')}
            type="JOBTITLE"
          />
          <TextField name={`experienceList.${i}.textJobTitle`} label={t('fields.textJobTitle')} />
          <NumberField name={`experienceList.${i}.fromYear`} label={t('fields.fromYear')} />
          <SelectField
            name={`experienceList.${i}.fromMonth`}
            label={t('fields.fromMonth')}
            choices={MONTHS}
          />
          <NumberField
            name={`experienceList.${i}.toYear`}
            label={t('fields.toYear')}
            hint={t('fields.toHint')}
          />
          <SelectField
            name={`experienceList.${i}.toMonth`}
            label={t('fields.toMonth')}
            choices={MONTHS}
          />
        </>
      )}
    />
  );
}
