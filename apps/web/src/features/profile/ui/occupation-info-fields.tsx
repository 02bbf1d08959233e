import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { PROFILE_LIST_MAX } from '@vaga/contract';
import { OptionField, RadioField, TextField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';
import { EMPTY_ROWS } from '../lib/section-values.ts';

/** Vocational qualifications/skills (≤ 3), expected jobs, remark. */
export function OccupationInfoFields() {
  const { t } = useTranslation('profile');
  return (
    <>
      <h3 className="vaga-form__subtitle">{t('fields.skills')}</h3>
      <ListRows
        name="skillList"
        itemLabel={t('fields.skill')}
        addLabel={t('actions.addSkill')}
        max={PROFILE_LIST_MAX.skills}
        empty={EMPTY_ROWS.skillList}
        renderRow={(i) => (
          <>
            <OptionField
              name={`skillList.${i}.typeSkillId`}
              label={t('fields.typeSkillId')}
              type="SKILL"
            />
            <TextField name={`skillList.${i}.textSkill`} label={t('fields.textSkill')} />
          </>
        )}
      />
      <h3 className="vaga-form__subtitle">{t('fields.expectedJobs')}</h3>
      <ListRows
        name="expectedJobList"
        itemLabel={t('fields.expectedJob')}
        addLabel={t('actions.addExpectedJob')}
        max={PROFILE_LIST_MAX.expectedJobs}
        empty={EMPTY_ROWS.expectedJobList}
        renderRow={(i) => (
          <>
            <OptionField
              name={`expectedJobList.${i}.typeJobTitleId`}
              label={t('fields.typeJobTitleId')}
              type="JOBTITLE"
            />
            <TextField
              name={`expectedJobList.${i}.textJobTitle`}
              label={t('fields.textJobTitle')}
            />
          </>
        )}
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
