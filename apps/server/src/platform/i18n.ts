import type { FastifyRequest } from 'fastify';
import { apiLanguageFrom, type ApiLanguage, type Localized } from '@vaga/contract';

/** The request's language from Accept-Language: zh (default), pt or en. */
export function requestLanguage(request: FastifyRequest): ApiLanguage {
  return apiLanguageFrom(request.headers['accept-language']);
}

/** Picks the text of a language from the three stored columns. */
export function pickLocalized(texts: Localized, lang: ApiLanguage): string {
  return texts[lang] || texts.zh;
}

/** Picks from columns named `<base>Cn`, `<base>Pt`, `<base>En` (the spec's suffixes). */
export function pickBySuffix(
  row: { nameCn: string; namePt: string; nameEn: string },
  lang: ApiLanguage,
): string {
  if (lang === 'pt') return row.namePt || row.nameCn;
  if (lang === 'en') return row.nameEn || row.nameCn;
  return row.nameCn;
}
