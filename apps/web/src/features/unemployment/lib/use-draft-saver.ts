import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UnemploymentRegistration } from '@vaga/contract';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { saveUnemployment } from '../api/save-unemployment.ts';
import { unemploymentKeys } from '../api/query-keys.ts';
import { draftFieldsOf, type UnemploymentValues } from './form-values.ts';

/** How long typing pauses before the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 1200;

/**
 * Keeps the form as a draft on the server (POST sd, action `save`): debounced while the seeker
 * types, at once when a step is left (`flush`), when the page is left or hidden. Saves run one after
 * the other, so the last values are the ones kept.
 */
export function useDraftSaver(values: UnemploymentValues, enabled: boolean) {
  const client = useQueryClient();
  const latest = useRef(values);
  const saved = useRef(JSON.stringify(values));
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);

  const flush = useCallback(
    (keepalive = false): Promise<unknown> => {
      const text = JSON.stringify(latest.current);
      if (!enabled || text === saved.current) return chain.current;
      saved.current = text;
      const fields = draftFieldsOf(latest.current);
      chain.current = chain.current
        .catch(() => undefined)
        .then(() => saveUnemployment({ action: 'save', ...fields }, { keepalive }))
        .then((registration: UnemploymentRegistration | null) => {
          if (registration) client.setQueryData(unemploymentKeys.current(), registration);
        })
        .catch((error: unknown) => {
          saved.current = '';
          showErrorToast(error);
        });
      return chain.current;
    },
    [client, enabled],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, enabled, flush]);

  useEffect(() => {
    // Hidden or closed (the app sent to the background, the tab closed): saved at once.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    const onPageHide = () => void flush(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);
  return flush;
}
