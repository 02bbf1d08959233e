import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { RadioField, TextField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';

/** Vocational qualifications/skills (≤ 3), expected jobs, remark. */
export function OccupationInfoFields() {
  const { t } = useTranslation('profile');
  return (
    <>
      <ListRows
        name="skillList"
        row={[{ name: 'typeSkillId', type: 'SKILL' }, { name: 'textSkill' }]}
      />
      <ListRows
        name="expectedJobList"
        row={[{ name: 'typeJobTitleId', type: 'JOBTITLE' }, { name: 'textJobTitle' }]}
      />
      <TextField name="remark" label={t('fields.remark')} multiline />
      <RadioField
        name="isShowRemark"
        label={t('fields.isShowRemark')}
        choices={[
          { value: 1, label: t('values.yes') },
          { value: 0, label: t('values.no') },
        ]}
      />
    </>
  );
}
