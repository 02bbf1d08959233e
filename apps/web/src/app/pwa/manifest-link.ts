import { LANGUAGES, manifestFileName, sourceLocale, type Locale } from '@vaga/contract';

/** The web app manifest of each language (build/manifests.ts writes them). */
export const MANIFESTS = Object.fromEntries(
  LANGUAGES.map((language) => [language.tag, `/${manifestFileName(language.tag)}`]),
) as Record<Locale, string>;

/**
 * Points the page's manifest link at the one of its language (index.html links zh-Hant's); a test
 * language has none of its own: its source language's.
 */
export function linkManifest(locale: Locale, doc: Document = document): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = MANIFESTS[locale] ?? MANIFESTS[sourceLocale(locale)];
  if (link && link.getAttribute('href') !== href) link.href = href;
}
