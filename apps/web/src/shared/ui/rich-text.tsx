import { createElement, type ReactNode } from 'react';

/** The tags a card remark may use (the server keeps only these too); attributes never pass. */
const ALLOWED_TAGS = new Set(['b', 'i', 'strong', 'em', 'br', 'p']);

const SCRIPT_LINK = /^(?:javascript|vbscript|data):/i;
// eslint-disable-next-line no-control-regex
const SPACES = /[\u0000-\u0020]/g;

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes).map(toReact);
  const tag = element.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  // A link to a script goes with its text, as on the server (platform/free-text.ts).
  if (tag === 'a' && SCRIPT_LINK.test((element.getAttribute('href') ?? '').replace(SPACES, '')))
    return null;
  // An unknown tag gives up its markup but keeps its text.
  if (!ALLOWED_TAGS.has(tag)) return children;
  if (tag === 'br') return createElement('br', { key });
  return createElement(tag, { key }, ...children);
}

/** Rich text as React elements: allowed tags kept, everything else reduced to its text. */
export function richTextNodes(html: string): ReactNode[] {
  // DOMParser builds an inert document: nothing in it runs or loads.
  const document = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(document.body.childNodes).map(toReact);
}

/** A remark written as rich text (spec §4 cardRemark), rendered without raw HTML. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{richTextNodes(html)}</div>;
}
