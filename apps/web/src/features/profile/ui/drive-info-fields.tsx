import { useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { DRIVING_LICENCE_ORIGIN } from '@vaga/contract';
import { ListRows } from './list-rows.tsx';

/** An option's `extraInfo` says whether it is a Macao (1) or an inland (2) licence. */
const isInland = (extraInfo: string | null | undefined) =>
  extraInfo === String(DRIVING_LICENCE_ORIGIN.inland);

/** Driving licences, grouped by where they were issued; the choice records where (`extraInfo`). */
export function DriveInfoFields() {
  const { t } = useTranslation('profile');
  const { setValue } = useFormContext<FieldValues>();
  return (
    <ListRows
      name="drivingSkillList"
      row={[
        {
          name: 'typeDrivingSkillId',
          type: 'DRIVING_SKILL',
          groupBy: (o) => (isInland(o.extraInfo) ? t('values.licence.2') : t('values.licence.1')),
          onPicked: (option, row) =>
            setValue(
              `${row}.extraInfo`,
              isInland(option?.extraInfo)
                ? DRIVING_LICENCE_ORIGIN.inland
                : DRIVING_LICENCE_ORIGIN.macau,
            ),
        },
      ]}
    />
  );
}
