import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceList, choicesOf, NumberSelect } from './choices.tsx';
import { Field } from './field.tsx';
import { FormField } from './form-field.tsx';

describe('Field', () => {
  it('names the control by its label and describes it by its hint; no message when fine', () => {
    render(
      <Field label="Phone" hint="8 digits">
        {(a11y) => <input className="vaga-field__input" {...a11y} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAccessibleDescription('8 digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('describes the control by its note (a counter) as well as its hint', () => {
    render(
      <Field label="Content" hint="What to ask" note="12 / 300">
        {(a11y) => <textarea {...a11y} />}
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
      'What to ask 12 / 300',
    );
  });

  it('shows the message under the control, marks the control invalid and describes it', () => {
    const { container } = render(
      <Field label="Phone" hint="8 digits" error="Too short">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('8 digits Too short');
    expect(screen.getByRole('alert')).toHaveTextContent('Too short');
    const field = container.querySelector('.vaga-field')!;
    expect(field).toHaveClass('vaga-field--invalid');
    expect(field.lastElementChild).toBe(screen.getByRole('alert'));
  });

  it('marks a required field in its label and for assistive technology', () => {
    render(
      <Field label="Name" required>
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toBeRequired();
    expect(screen.getByLabelText('Name')).toBe(input);
    expect(screen.getByText('Name')).toHaveClass('vaga-field__label--required');
  });

  it('is a fieldset named by its legend for a group of choices', () => {
    render(
      <Field group label="Sex" error="Choose one">
        {() => (
          <ChoiceList
            type="radio"
            name="sex"
            choices={[
              { value: 1, label: 'Male' },
              { value: 2, label: 'Female' },
            ]}
            isChosen={() => false}
            onToggle={() => undefined}
          />
        )}
      </Field>,
    );
    const group = screen.getByRole('group', { name: 'Sex' });
    expect(group).toHaveAccessibleDescription('Choose one');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});

describe('NumberSelect', () => {
  function Picker({ keepCurrent }: { keepCurrent?: boolean }) {
    const [value, setValue] = useState<number | undefined>(2);
    return (
      <Field label="District">
        {(a11y) => (
          <NumberSelect
            a11y={a11y}
            value={value}
            keepCurrent={keepCurrent}
            choices={choicesOf([
              { id: 1, name: 'Taipa', isActive: 1 },
              { id: 2, name: 'Coloane', isActive: 0 },
            ] as never)}
            placeholder="Choose"
            inactive="(inactive)"
            onChange={setValue}
          />
        )}
      </Field>
    );
  }

  it('gives numbers, "nothing" for the empty option, and shows inactive options disabled', async () => {
    render(<Picker />);
    const select = screen.getByRole('combobox', { name: 'District' });
    expect(screen.getByRole('option', { name: 'Coloane (inactive)' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Taipa');
    expect(select).toHaveValue('1');
    await userEvent.selectOptions(select, 'Choose');
    expect(select).toHaveValue('');
  });

  it('keeps an inactive current value choosable when asked', () => {
    render(<Picker keepCurrent />);
    expect(screen.getByRole('option', { name: 'Coloane (inactive)' })).toBeEnabled();
  });
});

describe('ChoiceList', () => {
  it('disables an inactive checkbox unless it is already chosen', () => {
    render(
      <ChoiceList
        type="checkbox"
        inactive="(inactive)"
        choices={[
          { value: 1, label: 'A', disabled: true },
          { value: 2, label: 'B', disabled: true },
        ]}
        isChosen={(value) => value === 2}
        onToggle={() => undefined}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'A (inactive)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'B (inactive)' })).toBeEnabled();
  });

  it('makes the radios of a group marked required say so, as its legend shows', () => {
    render(
      <Field group required label="Sex">
        {(a11y) => (
          <ChoiceList
            type="radio"
            name="sex"
            required={a11y['aria-required']}
            choices={[
              { value: 1, label: 'Male' },
              { value: 2, label: 'Female' },
            ]}
            isChosen={() => false}
            onToggle={() => undefined}
          />
        )}
      </Field>,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeRequired();
  });
});

describe('FormField', () => {
  it('shows a catalogue code or a validation key in words', () => {
    render(
      <FormField label="Reason" error="validation.required">
        {(a11y) => <textarea {...a11y} />}
      </FormField>,
    );
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.getByRole('alert').textContent).not.toContain('validation.');
  });
});
