import '@/shared/ui/scroll-cue.css';
import { useEffect, useState } from 'react';

/** The item a strip shows as chosen: a selected tab or the link of the current page. */
const CURRENT = '[aria-selected="true"], [aria-current="page"], [aria-pressed="true"]';

/** Marks on the strip which of its edges hide more (`data-more-start`, `data-more-end`). */
function markEdges(strip: HTMLElement): void {
  const hidden = strip.scrollWidth - strip.clientWidth;
  const at = Math.abs(strip.scrollLeft);
  strip.toggleAttribute('data-more-start', hidden > 1 && at > 1);
  strip.toggleAttribute('data-more-end', hidden > 1 && at < hidden - 1);
}

/** Scrolls the strip (only the strip, never the page) so its chosen item sits in the middle. */
function showCurrent(strip: HTMLElement): void {
  const current = strip.querySelector<HTMLElement>(CURRENT);
  if (!current || strip.scrollWidth <= strip.clientWidth) return;
  const box = strip.getBoundingClientRect();
  const item = current.getBoundingClientRect();
  strip.scrollLeft += item.left + item.width / 2 - (box.left + box.width / 2);
}

/**
 * A strip that scrolls sideways (tabs, the console's sections on a phone): gives it the class
 * `vaga-scroll-cue`, whose edges fade where more waits, and keeps its chosen item in view
 * whenever `current` changes or the strip or what it holds changes. Answers the strip's ref.
 */
export function useScrollCue<T extends HTMLElement>(current: unknown) {
  const [strip, setStrip] = useState<T | null>(null);
  useEffect(() => {
    if (!strip) return;
    strip.classList.add('vaga-scroll-cue');
    const update = () => markEdges(strip);
    const resize = () => {
      showCurrent(strip);
      update();
    };
    resize();
    strip.addEventListener('scroll', update, { passive: true });
    // The strip's own size, and what it holds (texts of another language, a badge come later).
    const sized = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    sized?.observe(strip);
    const changed = new MutationObserver(resize);
    changed.observe(strip, { childList: true, subtree: true, characterData: true });
    return () => {
      strip.removeEventListener('scroll', update);
      sized?.disconnect();
      changed.disconnect();
    };
  }, [strip, current]);
  return setStrip;
}
