import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { FormErrors } from '@/shared/lib/console-form-checks.ts';
import { EVENT_LANGUAGES, REQUIRED, type EventFormValues } from '../lib/event-form-values.ts';
import { FormField } from '@/shared/ui/fields/form-field.tsx';

/** The lengths ConsoleEventInputSchema allows. */
const MAX = { name: 200, venue: 200, description: 2000 } as const;
type TextKey = keyof typeof MAX;

interface EventTextFieldsProps {
  values: EventFormValues;
  errors: FormErrors;
  onChange: (key: TextKey, language: (typeof EVENT_LANGUAGES)[number], value: string) => void;
}

/** The event's name, venue and description in each of the three languages, one group a language. */
export function EventTextFields({ values, errors, onChange }: EventTextFieldsProps) {
  const { t } = useTranslation(['events-console', 'console']);
  return (
    <>
      {EVENT_LANGUAGES.map((language) => (
        <fieldset key={language} className="vaga-field">
          <legend className="vaga-field__label">{t(`events.form.language.${language}`)}</legend>
          {(Object.keys(MAX) as TextKey[]).map((key) => (
            <FormField
              key={key}
              label={t(`events.form.${key}`, { language: t(`events.form.language.${language}`) })}
              error={errors[`${key}.${language}`]}
              required={REQUIRED(`${key}.${language}`)}
            >
              {(props) =>
                key === 'description' ? (
                  <textarea
                    {...props}
                    className="vaga-field__input"
                    rows={3}
                    maxLength={MAX[key]}
                    value={values[key][language]}
                    onChange={(e) => onChange(key, language, e.target.value)}
                  />
                ) : (
                  <input
                    {...props}
                    className="vaga-field__input"
                    maxLength={MAX[key]}
                    value={values[key][language]}
                    onChange={(e) => onChange(key, language, e.target.value)}
                  />
                )
              }
            </FormField>
          ))}
        </fieldset>
      ))}
    </>
  );
}
