/**
 * The one list of languages: each language's record says everything the system needs to know of
 * it. Adding a language is a record here plus its catalogue folder (`packages/contract/texts/<tag>/`,
 * the web's screens in its `screens/`); everything else (the language
 * switch, Accept-Language, dates, numbers, Open Graph, hreflang, sitemaps, manifests, PDF fonts)
 * reads this list.
 */
export interface LanguageRecord {
  /** The BCP 47 tag: the language's one name inside the system, the web's `?language=` value. */
  readonly tag: string;
  /** The language's name written in itself (the language switch). */
  readonly selfName: string;
  /** The value of Accept-Language the API was specified with for it (spec §7: zh, pt, en). */
  readonly wire: string;
  /** Tags people and other apps write that mean this language (`zh-TW`, `zh_CN`, `pt-PT`…). */
  readonly aliases: readonly string[];
  /** The dayjs locale of its dates. */
  readonly dateLocale: string;
  /** The `Intl` locale of its plural rules and lists (`pt-PT`: `0 vagas`). */
  readonly numberLocale: string;
  /**
   * The separator of its whole numbers' thousands, as `Intl.NumberFormat` of its tag writes it
   * (numbers.test.ts checks every record): written here, so a salary on a page's first screen is
   * grouped without loading `Intl`'s number data (decisions: "Numbers on the wire").
   */
  readonly thousandsSeparator: string;
  /** Its Open Graph locale (`og:locale`). */
  readonly ogLocale: string;
  /** Its `hreflang` in alternates and sitemaps. */
  readonly hreflang: string;
  /** The font family its PDFs are set in (the family of the glyphs it needs). */
  readonly font: 'NotoSansTC' | 'NotoSansSC';
  /** The language its catalogue is generated from, when people do not write it themselves. */
  readonly derivedFrom?: string;
  /**
   * A test language (pseudo-localization): never offered to residents (not in the language
   * switch, the sitemaps, `hreflang`, nor chosen by Accept-Language), used only where it is
   * switched on (`allowPseudoLanguages`) and asked for by its exact tag.
   */
  readonly pseudo?: true;
}

/** Every language the system knows: the offered ones and the test ones. */
export const LANGUAGE_LIST = [
  {
    tag: 'zh-Hant',
    selfName: '繁體中文',
    wire: 'zh',
    aliases: ['zh', 'zh-hant', 'zh-tw', 'zh-hk', 'zh-mo', 'zh-hant-mo', 'zh-hant-hk', 'zh-hant-tw'],
    dateLocale: 'zh-tw',
    numberLocale: 'zh-Hant',
    thousandsSeparator: ',',
    ogLocale: 'zh_MO',
    hreflang: 'zh-Hant',
    font: 'NotoSansTC',
  },
  {
    tag: 'zh-Hans',
    selfName: '简体中文',
    wire: 'zh-Hans',
    aliases: ['zh-hans', 'zh-cn', 'zh-sg', 'zh-hans-cn', 'zh-hans-mo', 'zh-hans-sg'],
    dateLocale: 'zh-cn',
    numberLocale: 'zh-Hans',
    thousandsSeparator: ',',
    ogLocale: 'zh_CN',
    hreflang: 'zh-Hans',
    font: 'NotoSansSC',
    derivedFrom: 'zh-Hant',
  },
  {
    tag: 'pt',
    selfName: 'Português',
    wire: 'pt',
    aliases: ['pt'],
    dateLocale: 'pt',
    numberLocale: 'pt-PT',
    thousandsSeparator: '.',
    ogLocale: 'pt_PT',
    hreflang: 'pt',
    font: 'NotoSansTC',
  },
  {
    tag: 'en',
    selfName: 'English',
    wire: 'en',
    aliases: ['en'],
    dateLocale: 'en',
    numberLocale: 'en',
    thousandsSeparator: ',',
    ogLocale: 'en_GB',
    hreflang: 'en',
    font: 'NotoSansTC',
  },
  {
    tag: 'en-XA',
    selfName: '[Éñĝľíšĥ ~~~]',
    wire: 'en-XA',
    aliases: [],
    dateLocale: 'en',
    numberLocale: 'en',
    thousandsSeparator: ',',
    ogLocale: 'en_XA',
    hreflang: 'en-XA',
    font: 'NotoSansTC',
    derivedFrom: 'en',
    pseudo: true,
  },
] as const satisfies readonly LanguageRecord[];

type Listed = (typeof LANGUAGE_LIST)[number];
/** The languages offered to residents: the types below name only these. */
type AnyLanguage = Exclude<Listed, { pseudo: true }>;

/** The languages offered to residents: the language switch, sitemaps, hreflang, manifests. */
export const LANGUAGES = LANGUAGE_LIST.filter(
  (language): language is AnyLanguage => !('pseudo' in language),
);
/** The test languages (en-XA): used only where they are switched on. */
export const PSEUDO_LANGUAGES: readonly LanguageRecord[] = LANGUAGE_LIST.filter(
  (language) => 'pseudo' in language,
);

let pseudoInUse = false;

/**
 * Lets the test languages be asked for by their exact tag (the server with `PSEUDO_LANGUAGES=1`;
 * the web app where the server's page says so, `TEST_LANGUAGES_META`). Off, a pseudo tag is read
 * as any other tag of its primary language (`en-XA` → en).
 */
export function allowPseudoLanguages(on: boolean): void {
  pseudoInUse = on;
}

/**
 * The `<meta>` of the web app's page by which the server says it answers in the test languages
 * (`content`: their tags, space-separated; no such meta where they are off): the web app shows a
 * test language asked for by `?language=` only then, and otherwise reads its tag as the server
 * does (`en-XA` → en).
 */
export const TEST_LANGUAGES_META = 'vaga-test-languages';

/** The test languages a page's meta names (its `content`): known tags only. */
export function testLanguagesNamed(content: string | null | undefined): string[] {
  const named = new Set((content ?? '').split(/\s+/));
  return PSEUDO_LANGUAGES.filter((language) => named.has(language.tag)).map((l) => l.tag);
}

/** The languages in use: the offered ones, and the test ones where they are switched on. */
export function languagesInUse(): readonly LanguageRecord[] {
  return pseudoInUse ? LANGUAGE_LIST : LANGUAGES;
}
/** A language of the app, by its tag. */
export type Locale = AnyLanguage['tag'];
/** The languages whose catalogues people write; the others' are generated from one of these. */
export type AuthoredLocale = Exclude<AnyLanguage, { derivedFrom: string }>['tag'];
/** A language's wire value in Accept-Language (spec §7: zh, pt, en; zh-Hans added). */
export type ApiLanguage = AnyLanguage['wire'];
/** The wire values of the authored languages: the three stored columns of a translated text. */
export type AuthoredApiLanguage = Exclude<AnyLanguage, { derivedFrom: string }>['wire'];

export const LOCALES = LANGUAGES.map((language) => language.tag) as readonly Locale[] as readonly [
  Locale,
  ...Locale[],
];
export const AUTHORED_LOCALES = LANGUAGES.filter(
  (language): language is Extract<AnyLanguage, { tag: AuthoredLocale }> =>
    !('derivedFrom' in language),
).map((language) => language.tag);
export const DEFAULT_LOCALE: Locale = 'zh-Hant';
export const API_LANGUAGES = LANGUAGES.map(
  (language) => language.wire,
) as readonly ApiLanguage[] as readonly [ApiLanguage, ...ApiLanguage[]];

/** The record of a language, by its tag. */
export function languageOf(locale: Locale): LanguageRecord {
  return LANGUAGE_LIST.find((language) => language.tag === locale) ?? LANGUAGES[0]!;
}

/** The record of a language, by its wire value. */
export function languageOfWire(wire: ApiLanguage): LanguageRecord {
  return LANGUAGE_LIST.find((language) => language.wire === wire) ?? LANGUAGES[0]!;
}

/** The language of an API wire value (`zh` → zh-Hant). */
export function localeOfApiLanguage(wire: ApiLanguage): Locale {
  return languageOfWire(wire).tag as Locale;
}

/** The wire value of a language (zh-Hant → `zh`). */
export function apiLanguageOf(locale: Locale): ApiLanguage {
  return languageOf(locale).wire as ApiLanguage;
}

/** The authored language a language's texts come from: itself, or the one it is generated from. */
export function sourceLocale(locale: Locale): AuthoredLocale {
  const language = languageOf(locale);
  return (language.derivedFrom ?? language.tag) as AuthoredLocale;
}

/** The authored wire value whose stored column a language reads (zh-Hans reads the `zh` one). */
export function sourceApiLanguage(wire: ApiLanguage): AuthoredApiLanguage {
  return apiLanguageOf(sourceLocale(localeOfApiLanguage(wire))) as AuthoredApiLanguage;
}

/** Whether a language's texts are the Simplified form of the Traditional ones. */
export function isSimplified(language: Locale | ApiLanguage): boolean {
  return language === 'zh-Hans';
}

/** The file of a language's web app manifest: the default language's is `manifest.webmanifest`. */
export function manifestFileName(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}
