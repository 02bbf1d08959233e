import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { validationMessage } from '@vaga/contract';
import { ListError } from './fields.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface ListRowsProps {
  /** The list field (`otherLanguageList`). */
  name: string;
  /** Title of one row, e.g. "Other language". */
  itemLabel: string;
  /** Label of the add button. */
  addLabel: string;
  /** Most rows the list takes (spec §5 / §9). */
  max: number;
  /** A new empty row. */
  empty: FieldValues;
  /** The fields of row `index`, named `${name}.${index}.…`. */
  renderRow: (index: number) => ReactNode;
}

/**
 * The rows of a resume list with add and remove. Adding past the limit is refused with the limit's
 * message next to the list, the way the schema would refuse it.
 */
export function ListRows({ name, itemLabel, addLabel, max, empty, renderRow }: ListRowsProps) {
  const { t } = useTranslation('profile');
  const { control, setError, clearErrors } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const add = () => {
    if (fields.length >= max) {
      setError(name, { type: 'maxItems', message: validationMessage('validation.maxItems', max) });
      return;
    }
    clearErrors(name);
    append({ ...empty });
  };
  return (
    <div className="vaga-list">
      {fields.map((row, index) => (
        <fieldset key={row.id} className="vaga-list__row">
          <legend className="vaga-list__title">{`${itemLabel} ${index + 1}`}</legend>
          {renderRow(index)}
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
        {addLabel}
      </Button>
    </div>
  );
}
