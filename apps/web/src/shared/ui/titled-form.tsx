import '@/shared/ui/form.css';
import type { ReactNode } from 'react';

/**
 * A form named by its title, checked by our code rather than the browser's (noValidate): a submit
 * calls `onSubmit` and never reloads the page.
 */
export function TitledForm({
  titleId,
  title,
  onSubmit,
  children,
}: {
  titleId: string;
  title: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="vaga-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId} className="vaga-form__title">
        {title}
      </h2>
      {children}
    </form>
  );
}
