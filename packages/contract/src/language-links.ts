import { withSearch } from './web-routes.ts';

/** The query parameter that names the language of a page (spec §2: it comes first). */
export const LANGUAGE_QUERY = 'language';

/**
 * An address of the app with the language it is to open in (`?language=pt`), as links sent
 * outside the app carry it (e-mails): opened in any browser, the page shows that language.
 */
export function withLanguage(address: string, language: string): string {
  const [path, search = ''] = address.split('?', 2);
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_QUERY, language);
  return withSearch(path!, query);
}
