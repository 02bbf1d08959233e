/**
 * The app's texts: a small translator in place of i18next, which alone weighed 16 KiB of gzipped
 * JavaScript on the first screen. It does what the screens' catalogues need and no more:
 * namespaces (`ns:key`, `{ ns }`), nested keys (`a.b`), each text an ICU message formatted by the
 * contract's `formatSimple` (`{name}`, `{count, plural, =0 {…} one {…} other {…}}` by the
 * language's rules, no ICU parser downloaded), `defaultValue` and `returnObjects`. A missing key
 * shows as the key, as with i18next.
 */

import { DEFAULT_LOCALE, formatSimple, normalizeLocale, type Locale } from '@vaga/contract';

export type Texts = { readonly [key: string]: unknown };
export type TOptions = {
  readonly ns?: string | readonly string[];
  readonly count?: number;
  readonly defaultValue?: string;
  readonly returnObjects?: boolean;
  readonly [value: string]: unknown;
};
export interface TFunction {
  (key: string, options: TOptions & { readonly returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}
/** Fetches the texts of one namespace in one language. */
export type TextLoader = (language: string, namespace: string) => Promise<Texts>;

export type TranslatorSettings = {
  /** The language in use (one per page load: switching languages reloads the page). */
  readonly lng: string;
  readonly defaultNS?: string;
  /** Texts at hand, by language then namespace. */
  readonly resources?: { readonly [language: string]: { readonly [namespace: string]: Texts } };
  readonly loader?: TextLoader;
  /** Whether components wait (React Suspense) for their namespaces; tests render at once. */
  readonly useSuspense?: boolean;
};

const NS_SEPARATOR = ':';

function lookup(texts: Texts | undefined, path: string): unknown {
  if (texts === undefined) return undefined;
  if (Object.hasOwn(texts, path)) return texts[path];
  let node: unknown = texts;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/** The values a message can write: strings and numbers (a number as the language writes it). */
function messageValues(options: TOptions): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(options))
    if (value !== undefined && value !== null)
      values[name] = typeof value === 'number' ? value : String(value);
  return values;
}

/**
 * An ICU message of the catalogue with its values: `{name}` → the value, a number written as the
 * language writes numbers (`2.351` in Portuguese: pass a year or an identifier as a string), a
 * plural block's form chosen by the language's rules; an argument without a value stays as
 * written.
 */
export function formatMessage(message: string, options: TOptions, language: Locale): string {
  return formatSimple(language, message, messageValues(options));
}

function formatAll(value: unknown, options: TOptions, language: Locale): unknown {
  if (typeof value === 'string') return formatMessage(value, options, language);
  if (Array.isArray(value)) return value.map((item) => formatAll(item, options, language));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, formatAll(item, options, language)]),
    );
  return value;
}

export class Translator {
  language = '';
  defaultNS = 'common';
  useSuspense = true;
  private readonly store = new Map<string, Texts>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** One `t` per list of namespaces until texts change, so `t` is stable across renders. */
  private readonly fixed = new Map<string, TFunction>();
  private loader: TextLoader | undefined;
  /** Grows each time texts arrive: what React components re-render on. */
  version = 0;

  constructor(settings?: TranslatorSettings) {
    if (settings) this.init(settings);
  }

  /** Sets the language and where texts come from; texts given in `resources` are at hand. */
  init(settings: TranslatorSettings): this {
    this.language = settings.lng;
    this.defaultNS = settings.defaultNS ?? 'common';
    this.useSuspense = settings.useSuspense ?? true;
    this.loader = settings.loader;
    this.store.clear();
    this.loading.clear();
    for (const [namespace, texts] of Object.entries(settings.resources?.[this.language] ?? {}))
      this.store.set(namespace, texts);
    this.changed();
    return this;
  }

  hasLoadedNamespace(namespace: string): boolean {
    return this.store.has(namespace);
  }

  /**
   * Fetches the namespaces not at hand yet. A failed fetch is not fatal (the keys show, as with
   * i18next) and is tried again the next time the namespace is asked for.
   */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.loadNamespace(namespace))).then(() => {});
  }

  private loadNamespace(namespace: string): Promise<void> {
    if (this.store.has(namespace) || !this.loader) return Promise.resolve();
    const pending = this.loading.get(namespace);
    if (pending) return pending;
    const language = this.language;
    const load = this.loader(language, namespace).then(
      (texts) => {
        if (language !== this.language) return;
        this.store.set(namespace, texts);
        this.loading.delete(namespace);
        this.changed();
      },
      (error: unknown) => {
        this.loading.delete(namespace);
        console.error(`texts ${language}/${namespace} could not be loaded`, error);
      },
    );
    this.loading.set(namespace, load);
    return load;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed() {
    this.version += 1;
    this.fixed.clear();
    for (const listener of this.listeners) listener();
  }

  /** The locale whose numbers the texts write. */
  private numbersIn(): Locale {
    return normalizeLocale(this.language) ?? DEFAULT_LOCALE;
  }

  /** A `t` whose keys are looked up in `namespaces`, in order (the default namespace if none). */
  getFixedT(namespaces?: string | readonly string[]): TFunction {
    const list = namespaces === undefined ? [this.defaultNS] : [namespaces].flat();
    const cacheKey = list.join(',');
    let t = this.fixed.get(cacheKey);
    if (t === undefined) {
      t = ((key: string, options?: TOptions) =>
        this.translate(key, options ?? {}, list)) as TFunction;
      this.fixed.set(cacheKey, t);
    }
    return t;
  }

  t: TFunction = ((key: string, options?: TOptions) =>
    this.translate(key, options ?? {}, undefined)) as TFunction;

  private translate(
    fullKey: string,
    options: TOptions,
    fixed: string | readonly string[] | undefined,
  ): unknown {
    let key = fullKey;
    let namespaces: readonly string[];
    const separator = fullKey.indexOf(NS_SEPARATOR);
    if (separator > 0) {
      namespaces = [fullKey.slice(0, separator)];
      key = fullKey.slice(separator + 1);
    } else {
      const asked = options.ns ?? fixed ?? this.defaultNS;
      namespaces = typeof asked === 'string' ? [asked] : asked;
    }
    const language = this.numbersIn();
    for (const namespace of namespaces) {
      const found = lookup(this.store.get(namespace), key);
      if (typeof found === 'string') return formatMessage(found, options, language);
      if (found !== undefined && found !== null && options.returnObjects)
        return formatAll(found, options, language);
    }
    if (options.defaultValue !== undefined)
      return formatMessage(options.defaultValue, options, language);
    return key;
  }
}

/** The app's translator (main.tsx sets it up); tests make their own and provide it. */
export const i18n = new Translator();
