import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The page says its data could not be loaded (`text`), and its Retry reads it again. */
export async function retryFailedLoad(text = 'The data could not be loaded') {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(text);
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
}
