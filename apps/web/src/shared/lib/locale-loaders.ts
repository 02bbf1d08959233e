import type { Texts } from './translate/translator.ts';

/** Locale files by `<lang>/<namespace>.json`, from an `import.meta.glob` of them. */
export function localeLoaders(
  files: Record<string, () => Promise<{ default: Texts }>>,
): Map<string, () => Promise<{ default: Texts }>> {
  return new Map(
    Object.entries(files).map(([file, load]) => [file.split('/').slice(-2).join('/'), load]),
  );
}
