import * as OpenCC from 'opencc-js';
import OVERRIDES from './overrides.json' with { type: 'json' };

/**
 * Traditional Chinese (as Macao writes it) to Simplified Chinese as the mainland writes it:
 * OpenCC's Hong Kong variants to standard Traditional, then Taiwan phrases and variants to the
 * mainland's (`資訊` → `信息`, `登入` → `登录`), then the reviewed overrides (overrides.json: the
 * terms where the mainland word differs from what OpenCC gives, `电邮` → `电子邮件`; and, written
 * before OpenCC, the Traditional terms its phrases would turn into another word, `資料` → `资料`). Used by the
 * catalogue generator (build/zh-hans/generate.ts) and, for texts people enter (vacancies,
 * events, employers), when the server reads them.
 */
const fromHongKong = OpenCC.Converter({ from: 'hk', to: 't' });
const toMainland = OpenCC.Converter({ from: 'twp', to: 'cn' });

/** The overrides, longest first, so a longer term wins over one it contains. */
const REVIEWED = Object.entries(OVERRIDES.terms as Record<string, string>).sort(
  ([a], [b]) => b.length - a.length,
);

/**
 * The reviewed Traditional terms written before OpenCC (`資料` → `资料`, where its phrase table
 * gives `数据`), longest first; a kept phrase (`資料庫`) stands for itself and is left to OpenCC.
 */
const SOURCE: [string, string][] = [
  ...Object.entries(OVERRIDES.source.terms as Record<string, string>),
  ...OVERRIDES.source.kept.map((phrase): [string, string] => [phrase, phrase]),
].sort(([a], [b]) => b.length - a.length);

/** OpenCC's conversion alone, before the overrides. */
export function openccSimplified(text: string): string {
  return toMainland(fromHongKong(text));
}

/** `text` with each term of `terms` (longest first) replaced, scanning from the left. */
function replaceTerms(text: string, terms: readonly (readonly [string, string])[]): string {
  if (terms.length === 0) return text;
  let out = '';
  for (let i = 0; i < text.length;) {
    const hit = terms.find(([from]) => text.startsWith(from, i));
    if (hit) {
      out += hit[1];
      i += hit[0].length;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/**
 * The Simplified form of a Traditional text: the reviewed Traditional terms, OpenCC, then the
 * reviewed overrides of its output.
 */
export function simplify(text: string): string {
  return replaceTerms(openccSimplified(replaceTerms(text, SOURCE)), REVIEWED);
}
