import HK_VARIANTS_REV from 'opencc-js/dict/HKVariantsRev';
import TS_CHARACTERS from 'opencc-js/dict/TSCharacters';
import TW_VARIANTS_REV from 'opencc-js/dict/TWVariantsRev';

/**
 * The folding of Chinese scripts that vacancy search shares (docs/decisions.md "Search across
 * Chinese scripts"): every Han character is read as its Simplified form, so `廚師` and `厨师`
 * are the same words to the index, the query, the suggestions and the highlighting.
 *
 * Built from OpenCC's character tables (`opencc-js`): Hong Kong and Taiwan variants to OpenCC's
 * standard Traditional form (`衞` → `衛`, `着` … `著` → `着`), then Traditional to Simplified
 * (`衛` → `卫`, `廚` → `厨`). Characters only, never phrases: a folding must read a character the
 * same wherever it stands, in a long description as in a two-character keyword, and keep a text's
 * length so that marks land on the characters shown. A character whose forms differ in UTF-16
 * length (a few rare ones outside the Basic Multilingual Plane) is kept as it is.
 *
 * Its own module, out of the contract's index: the web app loads it only to highlight a Chinese
 * keyword, the server at start.
 */

let table: Map<string, string> | null = null;

function entries(dictionary: string): [string, string][] {
  return dictionary.split('|').flatMap((entry) => {
    const [source, target] = entry.split(' ');
    return source && target ? [[source, target] as [string, string]] : [];
  });
}

function buildTable(): Map<string, string> {
  const variants = new Map([...entries(TW_VARIANTS_REV), ...entries(HK_VARIANTS_REV)]);
  const simplified = new Map(entries(TS_CHARACTERS));
  const once = (char: string) => {
    const standard = variants.get(char) ?? char;
    return simplified.get(standard) ?? standard;
  };
  const folded = new Map<string, string>();
  for (const char of new Set([...variants.keys(), ...simplified.keys()])) {
    // Chains settle in a step or two (`台` → `臺` → `台`); a folding must fold its own output alike.
    let target = once(char);
    for (let step = 0; step < 4 && once(target) !== target; step += 1) target = once(target);
    if (target !== char && target.length === char.length) folded.set(char, target);
  }
  return folded;
}

/** The folding table: each character that folds, to its folded form. */
export function hanFoldingTable(): ReadonlyMap<string, string> {
  table ??= buildTable();
  return table;
}

/** A Han run read in Simplified characters, of the same length (`廚師` → `厨师`). */
export function foldHan(run: string): string {
  const folded = hanFoldingTable();
  let out = '';
  for (const char of run) out += folded.get(char) ?? char;
  return out;
}
