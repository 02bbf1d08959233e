import { render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextInput } from './form-inputs.tsx';
import { ListError } from './list-error.tsx';

/** A form whose fields carry the given errors (as the schema's resolver would set them). */
function WithErrors({
  errors,
  children,
}: {
  errors: [name: string, message: string][];
  children: ReactNode;
}) {
  const form = useForm();
  useEffect(() => {
    for (const [name, message] of errors) form.setError(name, { message });
  }, [errors, form]);
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the form-bound fields', () => {
  it('show a schema key as words, and a ready text as it is', async () => {
    render(
      <WithErrors
        errors={[
          ['name', 'validation.required'],
          ['phone', 'Eight digits'],
        ]}
      >
        <FormTextInput name="name" label="Name" />
        <FormTextInput name="phone" label="Phone" />
      </WithErrors>,
    );
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).not.toContain('validation.');
    expect(alerts[0]).not.toBe('');
    expect(alerts[1]).toBe('Eight digits');
  });

  it('shows a list’s own message under its rows, nothing when it is fine', async () => {
    const { unmount } = render(
      <WithErrors errors={[['items.root', 'At most three']]}>
        <ListError name="items" />
      </WithErrors>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('At most three');
    unmount();
    render(
      <WithErrors errors={[]}>
        <ListError name="items" />
      </WithErrors>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
