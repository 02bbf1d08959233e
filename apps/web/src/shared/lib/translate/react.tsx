import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { i18n as appTranslator, type TFunction, type Translator } from './translator.ts';

const TranslatorContext = createContext<Translator>(appTranslator);

/** Gives the components below a translator other than the app's (tests). */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={i18n}>{children}</TranslatorContext.Provider>;
}

/**
 * The texts of `namespaces` (the first one is where keys are looked up first). Suspends until
 * they are loaded, unless the translator says not to wait (then keys show until they arrive).
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
} {
  const i18n = useContext(TranslatorContext);
  // Re-renders when texts arrive; `t` is then a new function, so memoised views show them. As a
  // transition: texts that arrive while a server-rendered page is being hydrated (a part waiting
  // for its texts) wait for the hydration, where a synchronous update (an external store's) made
  // React give up the server's markup of that part and throw error 421.
  const [shown, setShown] = useState(i18n.version);
  useEffect(() => {
    const follow = () => startTransition(() => setShown(i18n.version));
    const stop = i18n.subscribe(follow);
    // Texts that arrived between this render and the subscription.
    if (i18n.version !== shown) follow();
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- subscribed once per translator
  }, [i18n]);
  const list = namespaces === undefined ? [i18n.defaultNS] : [namespaces].flat();
  const missing = list.filter((namespace) => !i18n.hasLoadedNamespace(namespace));
  if (missing.length > 0) {
    const loading = i18n.loadNamespaces(missing);
    if (i18n.useSuspense) throw loading;
  }
  return { t: i18n.getFixedT(list), i18n };
}
