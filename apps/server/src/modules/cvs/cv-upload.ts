export { readFilePart as readUpload, type FilePart as Upload } from '../../platform/multipart.ts';

/** A safe display file name: no folders, no control characters, at most `max` characters. */
export function cleanFileName(name: string, max: number): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const kept = [...base].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f && ch !== '"';
  });
  return kept.join('').trim().slice(0, max);
}
