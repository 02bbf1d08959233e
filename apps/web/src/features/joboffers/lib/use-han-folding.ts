import { useEffect, useState } from 'react';
import type { HanRunFold } from '@vaga/contract';

const HAN = /\p{Script=Han}/u;

let loaded: HanRunFold | undefined;
let loading: Promise<HanRunFold> | undefined;

/**
 * The search's folding of Han characters (Traditional and Simplified alike), loaded once, in a
 * chunk of its own: only a Chinese keyword needs it, so no first screen carries its table.
 */
export function loadHanFolding(): Promise<HanRunFold> {
  loading ??= import('@vaga/contract/search-han-folding').then(
    (module) => (loaded = module.foldHan),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The folding the highlighting of `keyword` needs: for a keyword with Chinese characters, the
 * search's folding once loaded (until then, and if it cannot load, characters as written); for
 * any other keyword, none.
 */
export function useHanFolding(keyword: string | undefined): HanRunFold | undefined {
  const wanted = keyword !== undefined && HAN.test(keyword);
  const [fold, setFold] = useState<HanRunFold | undefined>(() => loaded);
  useEffect(() => {
    if (!wanted || fold) return;
    let live = true;
    loadHanFolding().then(
      (found) => {
        if (live) setFold(() => found);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, fold]);
  return wanted ? fold : undefined;
}
