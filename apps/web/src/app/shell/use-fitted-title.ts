import { useEffect, useState } from 'react';

/** The lines a title takes at its usual size before it is set smaller. */
const LINES = 2;

/**
 * Marks the title `data-long` when, at its usual size, it takes more than two lines: its smaller
 * size (top-bar.css) fits three lines in the bar's height. Nothing is cut either way: a title
 * longer still wraps to the lines it needs and the bar grows with it.
 */
function fit(title: HTMLElement): void {
  title.removeAttribute('data-long');
  const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
  if (!(lineHeight > 0)) return;
  title.toggleAttribute('data-long', title.scrollHeight > LINES * lineHeight + 1);
}

/**
 * Fits the top bar's title to the bar: measured again when its text changes (another page,
 * another language) and when its width does (the screen turned, the bell shown beside it).
 * Answers the title's ref.
 */
export function useFittedTitle(text: string) {
  const [title, setTitle] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!title) return;
    fit(title);
    if (typeof ResizeObserver !== 'function') return;
    // Only a change of width: a change of size the mark made itself would measure it again.
    let width = title.clientWidth;
    const sized = new ResizeObserver(() => {
      if (title.clientWidth === width) return;
      width = title.clientWidth;
      fit(title);
    });
    sized.observe(title);
    return () => sized.disconnect();
  }, [title, text]);
  return setTitle;
}
