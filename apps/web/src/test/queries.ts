import { within } from '@testing-library/react';

/** The text of each item of a list (or of any element holding list items), in order. */
export function itemTexts(container: HTMLElement): (string | null)[] {
  return within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
