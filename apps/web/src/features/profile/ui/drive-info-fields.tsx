import { useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { DRIVING_LICENCE_ORIGIN, PROFILE_LIST_MAX } from '@vaga/contract';
import { OptionField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';
import { EMPTY_ROWS } from '../lib/section-values.ts';

/** Driving licences; each option says whether it is a Macao (1) or inland (2) licence (`extraInfo`). */
export function DriveInfoFields() {
  const { t } = useTranslation('profile');
  const { setValue } = useFormContext<FieldValues>();
  const originName = (extraInfo: string | null) =>
    extraInfo === String(DRIVING_LICENCE_ORIGIN.inland)
      ? t('values.licence.2')
      : t('values.licence.1');
  return (
    <ListRows
      name="drivingSkillList"
      itemLabel={t('fields.drivingSkill')}
      addLabel={t('actions.addLicence')}
      max={PROFILE_LIST_MAX.drivingSkills}
      empty={EMPTY_ROWS.drivingSkillList}
      renderRow={(i) => (
        <OptionField
          name={`drivingSkillList.${i}.typeDrivingSkillId`}
          label={t('fields.typeDrivingSkillId')}
          type="DRIVING_SKILL"
          groupBy={(o) => originName(o.extraInfo)}
          onPicked={(option) =>
            setValue(
              `drivingSkillList.${i}.extraInfo`,
              option?.extraInfo === String(DRIVING_LICENCE_ORIGIN.inland)
                ? DRIVING_LICENCE_ORIGIN.inland
                : DRIVING_LICENCE_ORIGIN.macau,
            )
          }
        />
      )}
    />
  );
}
