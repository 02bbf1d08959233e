import { hasOtherLineBreaks, isSafeText } from '@vaga/contract';

/**
 * A safe display file name: no folders, no control or bidirectional characters (isSafeText), no
 * line break of any kind (NEL, U+2028, U+2029 too), at most `max` characters.
 */
export function cleanFileName(name: string, max: number): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code >= 0x20 && isSafeText(ch) && !hasOtherLineBreaks(ch) && ch !== '"';
  });
  return kept.join('').trim().slice(0, max);
}
