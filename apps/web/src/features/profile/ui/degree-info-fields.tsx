import { useEffect } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { EDUCATION_TYPE_WITHOUT_LEVEL } from '@vaga/contract';
import { OptionField, TextField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';

/** One education: type, then (except for type 1, spec §5) its level/status and subject. */
function EducationRow({ index }: { index: number }) {
  const { t } = useTranslation('profile');
  const { control, setValue } = useFormContext<FieldValues>();
  const prefix = `educationList.${index}`;
  const type = useWatch({ control, name: `${prefix}.typeEducationId` }) as number | undefined;
  const withoutLevel = type === EDUCATION_TYPE_WITHOUT_LEVEL;
  useEffect(() => {
    if (withoutLevel) {
      setValue(`${prefix}.typeEducationLevelId`, undefined);
      setValue(`${prefix}.typeEducationSubjectId`, undefined);
      setValue(`${prefix}.textEducationSubject`, '');
    }
  }, [withoutLevel, prefix, setValue]);
  return (
    <>
      <OptionField
        name={`${prefix}.typeEducationId`}
        label={t('fields.typeEducationId')}
        type="EDUCATION"
      />
      {withoutLevel ? null : (
        <>
          <OptionField
            name={`${prefix}.typeEducationLevelId`}
            label={t('fields.typeEducationLevelId')}
            type="EDUCATION_LEVEL"
          />
          <OptionField
            name={`${prefix}.typeEducationSubjectId`}
            label={t('fields.typeEducationSubjectId')}
            type="EDUCATION_MAJOR"
          />
          <TextField
            name={`${prefix}.textEducationSubject`}
            label={t('fields.textEducationSubject')}
            hint={t('fields.textEducationSubjectHint')}
          />
        </>
      )}
    </>
  );
}

export function DegreeInfoFields() {
  return <ListRows name="educationList" row={(i) => <EducationRow index={i} />} />;
}
