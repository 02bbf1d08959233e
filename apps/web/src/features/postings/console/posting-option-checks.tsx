import { Controller, get, useFormContext } from 'react-hook-form';
import { validationMessage, type ReferenceOption } from '@vaga/contract';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingFormValues } from '../lib/posting-form-values.ts';
import { ChoiceList } from '@/shared/ui/fields/choices.tsx';
import { Field } from '@/shared/ui/fields/field.tsx';
import { fieldErrorText } from '@/shared/ui/fields/field-error-text.ts';

interface OptionChecksProps {
  name: 'requirements.drivingSkillIds' | 'requirements.skillIds';
  label: string;
  options: readonly ReferenceOption[];
  /** Most options that may be chosen (the contract's limit). */
  max: number;
  /** The heading each option stands under (licences: Macao or mainland); none: one list. */
  groupOf?: (option: ReferenceOption) => string;
}

/**
 * A list of reference options to tick (driving licences, skills): the active ones, and a disabled
 * one still chosen (shown so it can be unticked). Ticking past the limit is refused with the
 * limit's message, as the server would refuse it. The typed "other" option is not offered.
 */
export function PostingOptionChecks({ name, label, options, max, groupOf }: OptionChecksProps) {
  const { t } = useTranslation(['postings-console', 'console']);
  const { control, setError, clearErrors, formState } = useFormContext<PostingFormValues>();
  const error = get(formState.errors, name) as
    { message?: string; root?: { message?: string } } | undefined;
  return (
    <Field
      group
      label={label}
      hint={t('postings.form.requirements.upTo', { max })}
      error={fieldErrorText(error?.message ?? error?.root?.message)}
    >
      {() => (
        <Controller
          name={name}
          control={control}
          render={({ field }) => {
            const chosen = field.value;
            const shown = options.filter(
              (o) => o.extraInfo !== 'OTHER' && (o.isActive === 1 || chosen.includes(o.id)),
            );
            const toggle = (id: number) => {
              if (chosen.includes(id)) {
                clearErrors(name);
                field.onChange(chosen.filter((c) => c !== id));
              } else if (chosen.length >= max) {
                setError(name, {
                  type: 'maxItems',
                  message: validationMessage('validation.maxItems', max),
                });
              } else {
                clearErrors(name);
                field.onChange([...chosen, id]);
              }
            };
            const groups = groupOf ? [...new Set(shown.map(groupOf))] : [''];
            return (
              <>
                {groups.map((group) => (
                  <div key={group} className="vaga-posting-requirements__group">
                    {group ? <p className="vaga-posting-requirements__heading">{group}</p> : null}
                    <ChoiceList
                      type="checkbox"
                      choices={shown
                        .filter((o) => !groupOf || groupOf(o) === group)
                        .map((o) => ({ value: o.id, label: o.name, disabled: o.isActive !== 1 }))}
                      isChosen={(id) => chosen.includes(id)}
                      onToggle={toggle}
                      onBlur={field.onBlur}
                      inactive={t('postings.form.inactive')}
                    />
                  </div>
                ))}
              </>
            );
          }}
        />
      )}
    </Field>
  );
}
