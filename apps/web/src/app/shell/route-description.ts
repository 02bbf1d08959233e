import { useEffect } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { SSR_STATE_ID } from '@/shared/lib/ssr-state.ts';
import { descriptionKeyOf, type RouteHandle } from '../route-handle.ts';

/** Whether the description written is still the one the document came with. */
let first = true;

/**
 * The document's description, in the page's language: its route's own (`descriptions.*`), else
 * the app's. Written as the route changes; a page the server rendered keeps the description it
 * came with (a vacancy's or an event's summary) until the first navigation.
 */
export function useRouteDescription(handle: RouteHandle | null): void {
  const { t } = useTranslation('common');
  const text = t(descriptionKeyOf(handle ?? undefined), { defaultValue: t('app.description') });
  useEffect(() => {
    const keep = first && document.getElementById(SSR_STATE_ID) !== null;
    first = false;
    if (keep) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
  }, [text]);
}
