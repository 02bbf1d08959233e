import type { Page } from '@playwright/test';

/**
 * The layout rules every screen keeps, checked on the page as it stands; one line per fault.
 *
 * - Nothing crosses the screen's left or right edge. What lies past the edge of a strip that
 *   scrolls sideways is allowed only while the strip shows its scroll cue: the edge where more
 *   waits fades out (a `mask-image` gradient, shared/ui/scroll-cue.ts). The selected or current
 *   item of such a strip is scrolled into its view.
 * - No Latin-script word is broken across two lines when it would fit on one (Chinese text may
 *   break between any two characters; a word wider than its box has to break, and so does a web
 *   address, hyphens and all, longer than its line).
 * - A placeholder fits its box, or ends in an ellipsis inside it (`text-overflow: ellipsis` on the
 *   field or its `::placeholder`) on a field a label of its own names: a hint longer than its
 *   field in a longer language is then shown as far as it goes and never cut mid-letter at the
 *   box's edge, the label says what the field is, and the whole hint stays the field's
 *   accessible description.
 * - No box leaves a band down its side for a float that ends long before it.
 * - A required mark (an asterisk) stands only on a field whose control is required.
 */
export function layoutPassFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    const EPS = 0.5;
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${name ? `.${name}` : ''} "${text}"`;
    };
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (element: Element) => {
      let style = styles.get(element);
      if (!style) styles.set(element, (style = getComputedStyle(element)));
      return style;
    };
    const shown = (element: Element) => {
      const style = styleOf(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    /** A strip that scrolls sideways with something out of its view. */
    const scrollsSideways = (element: Element) => {
      const style = styleOf(element);
      return (
        ['auto', 'scroll'].includes(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1
      );
    };
    const cued = (element: Element) => {
      const style = getComputedStyle(element) as CSSStyleDeclaration & {
        webkitMaskImage?: string;
      };
      return /gradient/.test(`${style.maskImage} ${style.webkitMaskImage ?? ''}`);
    };
    /** A box drawn out of sight on purpose: clipped to a point (visually hidden texts). */
    const hiddenCache = new Map<Element, boolean>();
    const hiddenOnPurpose = (element: Element | null): boolean => {
      if (!element) return false;
      const known = hiddenCache.get(element);
      if (known !== undefined) return known;
      const style = styleOf(element);
      const hidden =
        (style.clip !== 'auto' && style.position === 'absolute') ||
        style.clipPath !== 'none' ||
        style.opacity === '0' ||
        hiddenOnPurpose(element.parentElement);
      hiddenCache.set(element, hidden);
      return hidden;
    };

    // Scroll strips: each shows its cue while it has more to show, and its selected item in view.
    const strips = new Set<Element>();
    for (const element of document.body.querySelectorAll('*'))
      if (
        element.scrollWidth > element.clientWidth + 1 &&
        shown(element) &&
        scrollsSideways(element)
      )
        strips.add(element);
    for (const strip of strips) {
      const box = strip.getBoundingClientRect();
      if (box.width === 0) continue;
      if (!cued(strip)) faults.push(`${describe(strip)} scrolls sideways with no scroll cue`);
      for (const current of strip.querySelectorAll(
        '[aria-selected="true"], [aria-current="page"]',
      )) {
        const at = current.getBoundingClientRect();
        if (at.left < box.left - EPS || at.right > box.right + EPS)
          faults.push(`selected ${describe(current)} out of view in its strip`);
      }
    }

    // Boxes across the screen's edges, as far as their clipping ancestors let them show.
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left >= -EPS && box.right <= width + EPS) continue;
      if (!shown(element) || (element.closest('svg') && element.tagName !== 'svg')) continue;
      let left = box.left;
      let right = box.right;
      let inStrip = false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (strips.has(parent)) {
          inStrip = true;
          break;
        }
        const style = styleOf(parent);
        if (style.overflowX === 'visible' && style.overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (inStrip || right - left <= EPS || hiddenOnPurpose(element)) continue;
      if (left < -EPS || right > width + EPS)
        faults.push(
          `${describe(element)} spans ${Math.round(left)}…${Math.round(right)} of ${width}`,
        );
    }

    // Bands beside floats: a box of its own layout (grid, flex, flow-root…) placed next to a float
    // is narrowed by it all the way down, though the float ends at its first line.
    for (const float of document.body.querySelectorAll('*')) {
      if (styleOf(float).float === 'none' || !shown(float)) continue;
      const beside = float.getBoundingClientRect();
      for (let next = float.nextElementSibling; next; next = next.nextElementSibling) {
        const style = styleOf(next);
        const own =
          /^(grid|flex|flow-root|table)$/.test(style.display) || style.overflow !== 'visible';
        if (!own || style.float !== 'none' || style.position !== 'static') continue;
        const box = next.getBoundingClientRect();
        const parent = styleOf(next.parentElement!);
        const room =
          next.parentElement!.clientWidth -
          parseFloat(parent.paddingLeft) -
          parseFloat(parent.paddingRight);
        const narrowed = box.width < room - beside.width / 2;
        if (box.top < beside.bottom && box.bottom > beside.bottom + beside.height && narrowed)
          faults.push(`${describe(next)} narrowed all its height by the float ${describe(float)}`);
      }
    }

    // Words broken inside: a Latin word whose boxes lie on two lines although it fits its box.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const broken = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !/\p{Script=Latin}/u.test(text)) continue;
      // A text on one line has no word broken.
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size < 2 || !shown(parent)) continue;
      if (parent.closest('script, style, noscript, textarea, svg')) continue;
      if (hiddenOnPurpose(parent)) continue;
      let block: Element = parent;
      while (block.parentElement && styleOf(block).display.startsWith('inline'))
        block = block.parentElement;
      const room = block.clientWidth;
      // A word runs from space to space or hyphen: an address longer than its line breaks anywhere.
      const part = '[^\\s\\-\\u2010\\u3000-\\u30ff\\p{Script=Han}\\p{Script=Hangul}]*';
      for (const match of text.matchAll(new RegExp(`${part}\\p{Script=Latin}${part}`, 'gu'))) {
        if (match[0].length < 2) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length < 2) continue;
        const tops = rects.map((r) => r.top);
        const lineHeight = Math.min(...rects.map((r) => r.height));
        if (Math.max(...tops) - Math.min(...tops) < lineHeight / 2) continue;
        const wordWidth = rects.reduce((sum, r) => sum + r.width, 0);
        if (wordWidth > room + EPS) continue;
        // A piece of a web address (its hyphens, and the `<wbr>` after its slashes, are not the
        // only places it breaks): the whole address, from space to space or its whole link, is
        // what fits its line or breaks anywhere.
        const start = text.slice(0, match.index).search(/\S+$/);
        const end = text.slice(match.index).search(/\s|$/) + match.index;
        const link = parent.closest('a');
        if (link && /\/|@/.test(link.textContent ?? '')) range.selectNodeContents(link);
        else {
          range.setStart(node, start < 0 ? match.index : start);
          range.setEnd(node, end);
        }
        if (/\/|@/.test(range.toString())) {
          const width = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
          if (width > room + EPS) continue;
        }
        const key = `"${match[0]}" broken in ${describe(block)}`;
        if (!broken.has(key)) faults.push(key);
        broken.add(key);
      }
    }

    // Placeholders cut by their box (an ellipsis on a labelled field is not a cut).
    const canvas = document.createElement('canvas').getContext('2d');
    const ellipsized = (input: Element) =>
      [getComputedStyle(input), getComputedStyle(input, '::placeholder')].some(
        (style) => style.textOverflow === 'ellipsis',
      );
    const labelled = (input: HTMLInputElement | HTMLTextAreaElement) => {
      const byIds = (input.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id)?.textContent : ''));
      return [
        input.getAttribute('aria-label'),
        ...[...(input.labels ?? [])].map((label) => label.textContent),
        ...byIds,
      ].some((name) => (name ?? '').trim() !== '');
    };
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (!canvas || !shown(input) || input.value !== '' || input.clientWidth === 0) continue;
      const style = getComputedStyle(input);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needs = canvas.measureText(input.placeholder).width;
      const room =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (input.tagName === 'INPUT' && needs > room + 1 && !(ellipsized(input) && labelled(input)))
        faults.push(`placeholder "${input.placeholder}" cut: ${Math.round(needs)} in ${room}`);
    }

    // Required marks on fields that are not required.
    const marked = (element: Element) =>
      ['::before', '::after'].some((pseudo) =>
        /\*/.test(getComputedStyle(element, pseudo).content.replace(/\/.*$/, '')),
      ) || /^\s*\*\s*$/.test(element.textContent ?? '');
    const required = (scope: Element | null) =>
      !!scope &&
      (scope.matches('[required], [aria-required="true"]') ||
        scope.querySelector('[required], [aria-required="true"]') !== null);
    // Buttons (a picker's) and checkboxes cannot say they are required: their mark is not checked.
    const states = (scope: Element | null) =>
      !!scope &&
      (scope.matches('input:not([type=checkbox]), select, textarea, [role=combobox]') ||
        scope.querySelector('input:not([type=checkbox]), select, textarea, [role=combobox]') !==
          null);
    for (const label of document.querySelectorAll('label, legend, .ant-form-item-label')) {
      if (!shown(label)) continue;
      const marks = [label, ...label.querySelectorAll('*')].filter(marked);
      if (marks.length === 0) continue;
      const target = label.getAttribute('for');
      const field =
        (target ? document.getElementById(target) : null) ??
        label.closest('fieldset, .ant-form-item') ??
        label.parentElement;
      if (states(field) && !required(field))
        faults.push(`required mark on optional field ${describe(label)}`);
    }
    return faults;
  });
}

/**
 * What is wrong with the layout of the page as it stands, one line each: the page wider than the
 * screen, a title of the top bar cut, a page without its side margin, a badge cut by its box.
 */
export async function shellFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      faults.push(`page ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    for (const title of document.querySelectorAll<HTMLElement>('.vaga-top-bar__title'))
      if (title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight)
        faults.push(`title "${title.textContent}" cut`);
    for (const block of document.querySelectorAll<HTMLElement>('main .vaga-page')) {
      const style = getComputedStyle(block);
      if (parseFloat(style.paddingLeft) < 8 || parseFloat(style.paddingRight) < 8)
        faults.push(`.${[...block.classList].join('.')} without side margin`);
    }
    for (const badge of document.querySelectorAll<HTMLElement>('.adm-badge')) {
      const box = badge.getBoundingClientRect();
      for (let parent = badge.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflow === 'visible') continue;
        // A strip that scrolls sideways shows what is beside it by scrolling, not cut.
        const scrolls = ['auto', 'scroll'].includes(style.overflowX);
        const clip = parent.getBoundingClientRect();
        if (
          box.top < clip.top - 0.5 ||
          box.bottom > clip.bottom + 0.5 ||
          (!scrolls && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5))
        )
          faults.push(`badge "${badge.textContent}" cut by .${parent.className}`);
      }
    }
    return faults;
  });
}
