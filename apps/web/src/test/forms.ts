import { expect } from 'vitest';
import { fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A text of at most 500 characters in `form`: 501 make the form say the limit and the count, and
 * the `submit` button sends nothing (`sent()` stays empty); then `value` clears every alert and
 * is submitted.
 */
export async function submitWithinLimit(
  form: HTMLElement,
  field: HTMLElement,
  { submit, sent, value }: { submit: string; sent: () => unknown[]; value: string },
) {
  fireEvent.change(field, { target: { value: 'x'.repeat(501) } });
  expect(within(form).getByText('At most 500 characters')).toBeInTheDocument();
  expect(within(form).getByText('501 of 500 characters')).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: submit }));
  expect(sent()).toHaveLength(0);

  fireEvent.change(field, { target: { value } });
  expect(within(form).queryByRole('alert')).toBeNull();
  await userEvent.click(within(form).getByRole('button', { name: submit }));
}
