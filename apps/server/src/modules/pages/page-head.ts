import type { RouteStyle } from '../../platform/web-app.ts';

/** What a server-rendered page says of itself in its `<head>`. */
export interface PageHead {
  title: string;
  /** Replaces the app's description when given. */
  description: string | null;
  /** The page's own address (absolute), when it has one to be indexed under. */
  canonical: string | null;
  /** The page in each language (`hreflang` → absolute address), `x-default` included. */
  alternates: readonly { hreflang: string; href: string }[];
  /** A preview image (absolute) for link previews (Open Graph, Twitter cards). */
  image: string | null;
  /** `<meta name="robots" content="noindex">`: a page search engines should leave out. */
  noindex: boolean;
  /** The `og:locale` of the page (e.g. `pt_PT`). */
  ogLocale: string;
  /** schema.org data (JSON-LD), e.g. a vacancy's JobPosting; written as a data block. */
  structuredData?: Record<string, unknown> | null;
  /** Stylesheets the page's route needs before its script runs, written inline. */
  styles?: readonly RouteStyle[];
  /** The route's chunks (paths of this site), fetched beside the entry's. */
  scripts?: readonly string[];
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
};

/** Text for an attribute value or an element's content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&"<>']/g, (c) => ATTRIBUTE_ESCAPES[c]);
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** JSON inside a `<script>` data block: `<` written as `\u003c`, so no tag can end it. */
export function scriptData(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** A stylesheet's text inside `<style>`: nothing in it can end the element. */
const styleText = (text: string) => text.replace(/<\/style/gi, '<\\/style');

/**
 * Scripts of a server-rendered page, fetched at low priority: the page is read and painted
 * without them (they make it interactive), so they do not hold back what paints it.
 */
const LOW_PRIORITY = 'fetchpriority="low"';

/**
 * The tags of a page's head after its `<title>`: description, robots, canonical and language
 * alternates, Open Graph and Twitter card, structured data, the route's stylesheets and chunks.
 */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description !== null) tags.push(meta('name', 'description', head.description));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const { hreflang, href } of head.alternates) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    );
  }
  if (head.canonical) {
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', 'Vaga'),
      meta('property', 'og:title', head.title),
      meta('property', 'og:url', head.canonical),
      meta('property', 'og:locale', head.ogLocale),
      meta('name', 'twitter:card', 'summary'),
      meta('name', 'twitter:title', head.title),
    );
    if (head.description !== null) {
      tags.push(
        meta('property', 'og:description', head.description),
        meta('name', 'twitter:description', head.description),
      );
    }
    if (head.image) {
      tags.push(
        meta('property', 'og:image', head.image),
        meta('name', 'twitter:image', head.image),
      );
    }
  }
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptData(head.structuredData)}</script>`);
  }
  // A route's stylesheet is written inline, so no request holds the first paint. The disabled
  // link beside it names the file as the page's own: the app's code, which adds a route's
  // stylesheet as the route loads unless the page links it already, does not fetch it again, and
  // a disabled stylesheet is not fetched by the browser.
  for (const style of head.styles ?? []) {
    tags.push(
      `<style>${styleText(style.text)}</style>`,
      `<link rel="stylesheet" href="${escapeHtml(style.href)}" disabled />`,
    );
  }
  for (const script of head.scripts ?? []) {
    tags.push(
      `<link rel="modulepreload" crossorigin href="${escapeHtml(script)}" ${LOW_PRIORITY} />`,
    );
  }
  return tags.join('');
}

/** index.html cut where a server-rendered page goes: its head's tags, and the app's markup. */
export interface PageTemplate {
  /** The app's own description (index.html's), for the pages that have none of their own. */
  description: string | null;
  /** Up to `<html lang="`. */
  start: string;
  /** From after the language to where the head's tags go (the `<title>`'s place). */
  beforeHead: string;
  /** From after the `<title>` up to the inside of `<div id="root">`. */
  beforeRoot: string;
  /** From the end of `<div id="root">` to the end. */
  end: string;
}

const ROOT = '<div id="root"></div>';

/** Cuts index.html for server-rendered pages; null when it is not the app's page. */
export function pageTemplate(indexHtml: string): PageTemplate | null {
  const described = indexHtml.match(/<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/);
  const html = (described ? indexHtml.replace(described[0], '') : indexHtml).replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    `<$1 ${LOW_PRIORITY}`,
  );
  const lang = html.match(/<html lang="[^"]*"/);
  const title = html.match(/<title>[^<]*<\/title>/);
  const root = html.indexOf(ROOT);
  if (!lang || !title || root < 0 || title.index! > root) return null;
  const langStart = lang.index! + '<html lang="'.length;
  const langEnd = lang.index! + lang[0].length - 1;
  return {
    description: described ? unescapeHtml(described[1]) : null,
    start: html.slice(0, langStart),
    beforeHead: html.slice(langEnd, title.index),
    beforeRoot: html.slice(title.index! + title[0].length, root) + '<div id="root">',
    end: `</div>${html.slice(root + ROOT.length)}`,
  };
}

/** The page: the template around the head's tags, the app's markup and its state. */
export function pageHtml(
  template: PageTemplate,
  page: { lang: string; head: PageHead; html: string; state: string; stateId: string },
): string {
  return (
    template.start +
    escapeHtml(page.lang) +
    template.beforeHead +
    // The parser reads a long page in parts, and the browser would lay out and draw each part
    // (the first before the page's text, then all of it again): held until the page's last
    // element, its state, has been read, the first layout is the whole page's, made once.
    `<link rel="expect" href="#${page.stateId}" blocking="render" />` +
    headTags({ ...page.head, description: page.head.description ?? template.description }) +
    template.beforeRoot +
    page.html +
    `</div><script type="application/json" id="${page.stateId}">${page.state}</script>` +
    template.end.slice('</div>'.length)
  );
}
