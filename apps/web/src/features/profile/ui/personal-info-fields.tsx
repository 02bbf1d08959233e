import { useEffect } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { DISABILITY_YES, LIMITS, SEX } from '@vaga/contract';
import { OptionField, RadioField, TextField } from './fields.tsx';
import { ListRows } from './list-rows.tsx';
import { EMPTY_ROWS } from '../lib/section-values.ts';

/** What the account tells the fields: the identity document number and the birth date. */
export interface AccountFacts {
  docNum?: string;
  /** The identity provider's birth date: the resume's birthday must be it (null: not known). */
  birthDate?: string | null;
}

/**
 * Names, sex, birthday, identity document (read-only), disability, living area. The birthday is
 * the identity provider's when the account has one (the server refuses any other), shown locked.
 */
export function PersonalInfoFields({ docNum, birthDate }: AccountFacts) {
  const { t } = useTranslation('profile');
  const { control, getValues, setValue } = useFormContext<FieldValues>();
  useEffect(() => {
    if (birthDate && getValues('bod') !== birthDate) setValue('bod', birthDate);
  }, [birthDate, getValues, setValue]);
  const isDisability = useWatch({ control, name: 'isDisability' }) as number | undefined;
  const disabilities = useWatch({ control, name: 'disabilityList' }) as unknown[] | undefined;
  const count = disabilities?.length ?? 0;
  // Disabled: one row to fill at once; not disabled: no details (the schema refuses them).
  useEffect(() => {
    if (isDisability === DISABILITY_YES && count === 0) {
      setValue('disabilityList', [{ ...EMPTY_ROWS.disabilityList }]);
    } else if (isDisability !== DISABILITY_YES && count > 0) {
      setValue('disabilityList', []);
    }
  }, [isDisability, count, setValue]);
  return (
    <>
      <TextField name="nameCn" label={t('fields.nameCn')} autoComplete="name" />
      <TextField name="namePt" label={t('fields.namePt')} hint={t('fields.nameHint')} />
      <RadioField
        name="sex"
        label={t('fields.sex')}
        choices={[
          { value: SEX.man, label: t('values.sex.1') },
          { value: SEX.female, label: t('values.sex.2') },
        ]}
      />
      <TextField
        name="bod"
        type="date"
        label={t('fields.bod')}
        hint={
          birthDate
            ? t('fields.bodFromIdentity')
            : t('fields.bodHint', { count: LIMITS.minimumAge })
        }
        readOnly={!!birthDate}
      />
      {docNum !== undefined ? (
        <div className="vaga-field">
          <span className="vaga-field__label" id="doc-num-label">
            {t('fields.docNum')}
          </span>
          <output className="vaga-field__readonly" aria-labelledby="doc-num-label">
            {docNum}
          </output>
        </div>
      ) : null}
      <RadioField
        name="isDisability"
        label={t('fields.isDisability')}
        choices={[
          { value: DISABILITY_YES, label: t('values.yes') },
          { value: 0, label: t('values.no') },
        ]}
      />
      {isDisability === DISABILITY_YES ? (
        <ListRows
          name="disabilityList"
          row={[
            { name: 'typeDisabilityid', type: 'DISABILITY' },
            { name: 'extraData' },
            { name: 'typeDisabilityLevelId', type: 'DISABILITY_LEVEL' },
          ]}
        />
      ) : null}
      <OptionField
        name="typeLivinglocationId"
        label={t('fields.typeLivinglocationId')}
        type="LIVING_LOCATION"
      />
    </>
  );
}
