import '@/shared/ui/tabs.css';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useScrollCue } from '@/shared/ui/scroll-cue.ts';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string | number> {
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  /** The accessible name of the tab list. */
  label: string;
  /** The id of the panel the tabs show, and each tab's id (so the panel can be named by it). */
  panelId?: string;
  tabId?: (key: K) => string;
  /** The tabs share the strip's width equally (few tabs) instead of scrolling inside it. */
  fill?: boolean;
  className?: string;
}

/**
 * A WAI-ARIA tab list: the selected tab alone is in the tab order and the arrow keys move between
 * tabs. Tabs that do not fit scroll sideways inside their own strip, never the page, with a
 * scroll cue; the selected tab is kept in view.
 */
export function Tabs<K extends string | number>({
  tabs,
  active,
  onChange,
  label,
  panelId,
  tabId,
  fill,
  className,
}: TabsProps<K>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const strip = useScrollCue<HTMLDivElement>(active);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next].key);
    buttons.current[next]?.focus();
  };
  const name = ['vaga-tabs', fill ? 'vaga-tabs--fill' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={strip} className={name} role="tablist" aria-label={label}>
      {tabs.map(({ key, label: text }, index) => {
        const selected = key === active;
        return (
          <button
            key={key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            id={tabId?.(key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="vaga-tabs__tab"
            onClick={() => onChange(key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
