import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import {
  PROFILE_LIST_MAX,
  validationMessage,
  type ReferenceOption,
  type ReferenceType,
} from '@vaga/contract';
import { EMPTY_ROWS } from '../lib/section-values.ts';
import { ListError, OptionField, TextField } from './fields.tsx';
import { Button } from '@/shared/ui/button.tsx';

type ListName = keyof typeof EMPTY_ROWS;

/**
 * Each list's words, texts of `profile`: a row's title (`fields.<item>`), the add button
 * (`actions.<add>`) and, for a list that has one, the heading over it (`fields.<title>`); and the
 * most rows it takes (spec §5 / §9).
 */
const LISTS: Record<ListName, { item: string; add: string; title?: string; max: number }> = {
  disabilityList: { item: 'disability', add: 'addDisability', max: PROFILE_LIST_MAX.disabilities },
  educationList: { item: 'education', add: 'addEducation', max: PROFILE_LIST_MAX.educations },
  otherLanguageList: {
    item: 'otherLanguage',
    add: 'addLanguage',
    title: 'otherLanguages',
    max: PROFILE_LIST_MAX.otherLanguages,
  },
  drivingSkillList: {
    item: 'drivingSkill',
    add: 'addLicence',
    max: PROFILE_LIST_MAX.drivingSkills,
  },
  skillList: { item: 'skill', add: 'addSkill', title: 'skills', max: PROFILE_LIST_MAX.skills },
  expectedJobList: {
    item: 'expectedJob',
    add: 'addExpectedJob',
    title: 'expectedJobs',
    max: PROFILE_LIST_MAX.expectedJobs,
  },
  experienceList: { item: 'experience', add: 'addExperience', max: PROFILE_LIST_MAX.experiences },
};

/** A field of a row, labelled `fields.<name>`: a picker over a reference type, else a text. */
export interface RowField {
  name: string;
  type?: ReferenceType;
  groupBy?: (option: ReferenceOption) => string;
  /** `row` names the row (`drivingSkillList.0`), for what the choice sets beside it. */
  onPicked?: (option: ReferenceOption | undefined, row: string) => void;
}

function RowFields({ row, fields }: { row: string; fields: readonly RowField[] }) {
  const { t } = useTranslation('profile');
  return (
    <>
      {fields.map(({ name, type, groupBy, onPicked }) =>
        type ? (
          <OptionField
            key={name}
            name={`${row}.${name}`}
            label={t(`fields.${name}`)}
            type={type}
            groupBy={groupBy}
            onPicked={onPicked ? (option) => onPicked(option, row) : undefined}
          />
        ) : (
          <TextField key={name} name={`${row}.${name}`} label={t(`fields.${name}`)} />
        ),
      )}
    </>
  );
}

interface ListRowsProps {
  /** The list field (`otherLanguageList`). */
  name: ListName;
  /** The fields of a row, or what shows row `index` (its fields named `${name}.${index}.…`). */
  row: readonly RowField[] | ((index: number) => ReactNode);
}

/**
 * The rows of a resume list with add and remove, under its heading when it has one. Adding past
 * the limit is refused with the limit's message next to the list, the way the schema would
 * refuse it.
 */
export function ListRows({ name, row }: ListRowsProps) {
  const { t } = useTranslation('profile');
  const { control, setError, clearErrors } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { item, add: addKey, title, max } = LISTS[name];
  const itemLabel = t(`fields.${item}`);
  const add = () => {
    if (fields.length >= max) {
      setError(name, { type: 'maxItems', message: validationMessage('validation.maxItems', max) });
      return;
    }
    clearErrors(name);
    append({ ...EMPTY_ROWS[name] });
  };
  return (
    <>
      {title ? <h3 className="vaga-form__subtitle">{t(`fields.${title}`)}</h3> : null}
      <div className="vaga-list">
        {fields.map((entry, index) => (
          <fieldset key={entry.id} className="vaga-list__row">
            <legend className="vaga-list__title">{`${itemLabel} ${index + 1}`}</legend>
            {typeof row === 'function' ? (
              row(index)
            ) : (
              <RowFields row={`${name}.${index}`} fields={row} />
            )}
            <Button
              size="small"
              onClick={() => {
                clearErrors(name);
                remove(index);
              }}
              aria-label={`${t('form.remove')} ${itemLabel} ${index + 1}`}
            >
              {t('form.remove')}
            </Button>
          </fieldset>
        ))}
        <ListError name={name} />
        <Button className="vaga-list__add" onClick={add}>
          {t(`actions.${addKey}`)}
        </Button>
      </div>
    </>
  );
}
