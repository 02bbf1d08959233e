import { useId } from 'react';
import { FieldError } from './field.tsx';
import { useFieldError } from './use-field-error.ts';

/** The message of a whole list (too many items, at least one…), shown under its rows. */
export function ListError({ name }: { name: string }) {
  const id = useId();
  return <FieldError id={id} message={useFieldError(name)} />;
}
