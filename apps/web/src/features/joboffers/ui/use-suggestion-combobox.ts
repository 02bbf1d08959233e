import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobOfferSuggestion } from '@vaga/contract';
import { suggestible, useSuggestions } from '../api/get-suggestions.ts';
import { useDebounced } from '../lib/use-debounced.ts';

/** How long typing must pause before suggestions are asked. */
export const SUGGESTION_DEBOUNCE_MS = 200;

/**
 * The state of the search field as an ARIA combobox (WAI-ARIA APG "combobox with list
 * autocomplete"): the suggestions of what was typed, which one is active, and the keys —
 * ArrowDown/ArrowUp move (opening the list), Enter chooses the active one, Escape closes.
 */
export function useSuggestionCombobox(value: string, choose: (text: string) => void) {
  const { i18n } = useTranslation();
  const listId = useId();
  const keyword = useDebounced(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const query = useSuggestions(keyword, i18n.language);
  const [dismissed, setDismissed] = useState(true);
  const [active, setActive] = useState(-1);
  const [shownFor, setShownFor] = useState(keyword);
  if (shownFor !== keyword) {
    // A new keyword: its list starts with nothing active.
    setShownFor(keyword);
    setActive(-1);
  }

  const options: JobOfferSuggestion[] =
    suggestible(keyword) && suggestible(value.trim()) ? (query.data ?? []) : [];
  const open = !dismissed && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (suggestion: JobOfferSuggestion) => {
    setDismissed(true);
    setActive(-1);
    choose(suggestion.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setDismissed(false);
        setActive(step === 1 ? 0 : options.length - 1);
        return;
      }
      setActive((current) => {
        if (current < 0) return step === 1 ? 0 : options.length - 1;
        return (current + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && active < options.length) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return {
    options,
    open,
    active: open && active < options.length ? active : -1,
    listId,
    optionId,
    pick,
    onKeyDown,
    /** Typing opens the list again. */
    onType: () => setDismissed(false),
    close: () => {
      setDismissed(true);
      setActive(-1);
    },
  };
}
